import CGtk

/// Turns the scroll controller's deltas into the core's scroll amounts, without losing
/// what does not make a whole amount: a scroll view scrolls by points (its offset is a
/// `CGPoint`; a GTK pixel is a point), a list by rows (HostCore moves a list's first row).
///
/// A mouse wheel reports notches (`GDK_SCROLL_UNIT_WHEEL`; a high-resolution wheel in
/// fractions of one), each ``scrollStep`` points or one row; a touchpad reports pixels
/// (`GDK_SCROLL_UNIT_SURFACE`), which scroll a scroll view by as many points and a list by
/// a row per row height. The fraction left over is kept for the next delta along the same
/// axis in the same container, so slow touchpad strokes scroll too.
struct ScrollDeltas {
  private var remainder = 0.0
  private var container: ObjectIdentifier?

  /// The amount to scroll `container` by for `delta` in `unit`: points, or rows when
  /// `scrollsRows` (rows `rowHeight` points high, near enough).
  mutating func amount(
    for delta: Double, unit: GdkScrollUnit, in container: ObjectIdentifier, scrollsRows: Bool,
    rowHeight: Double
  ) -> Int {
    if self.container != container || (remainder != 0 && remainder.sign != delta.sign) {
      remainder = 0
      self.container = container
    }
    let isPixels = unit == GDK_SCROLL_UNIT_SURFACE
    let scaled: Double
    switch (isPixels, scrollsRows) {
    case (true, false): scaled = delta
    case (true, true): scaled = delta / max(1, rowHeight)
    case (false, false): scaled = delta * Double(scrollStep)
    case (false, true): scaled = delta
    }
    let total = remainder + scaled
    let whole = total.rounded(.towardZero)
    remainder = total - whole
    return Int(whole)
  }
}
