import { startTypingWord } from "./typing-word";

// Written right after the heading, so the word is already parsed.
document.querySelectorAll("[data-typing-word]").forEach(startTypingWord);
