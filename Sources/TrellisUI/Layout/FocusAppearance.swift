/// How a host wants the focused control drawn in one frame.
struct _FocusAppearance: Equatable {
  /// Whether focus is shown at all: a window that is not the key one (a terminal that lost
  /// focus) hides its focus mark and caret, as desktop windows hide their focus ring.
  var isShown = true
  /// The focused field's caret, as a number of characters before it.
  var caret: Int?
  /// The focused field's first visible character in the last frame, so that its text
  /// scrolls only as far as the caret needs.
  var scrollStart = 0
}
