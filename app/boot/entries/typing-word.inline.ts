import { selectorOf, typingWordAttribute } from "~/boot/contract";
import { startTypingWord } from "~/features/landing/typing-word";

// Written right after the heading, so the word is already parsed.
document.querySelectorAll(selectorOf(typingWordAttribute)).forEach(startTypingWord);
