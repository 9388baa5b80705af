import { selectorOf, typingWordAttribute } from "~/boot/contract";
import { startTypingWord } from "~/features/landing/typing-word";

document.querySelectorAll(selectorOf(typingWordAttribute)).forEach(startTypingWord);
