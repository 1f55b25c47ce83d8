// Placeholder: the end-to-end tests (xdotool against the built apps) live in this target.
