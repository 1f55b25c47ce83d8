import Foundation

extension HostElement {
  /// Where the slider's track is in the window, in points: what a click or drag along it
  /// sets the value from. `nil` for other views.
  @_spi(TrellisHost) public var sliderTrackFrame: CGRect? {
    guard case .slider = node.control else { return nil }
    return node.sliderTrackFrame
  }

  /// Starts dragging the slider, as a pointer going down on its track does: its
  /// `onEditingChanged` hears `true`, and the values set until ``endSliderDrag()`` belong to
  /// this one editing session.
  @_spi(TrellisHost) public func beginSliderDrag() throws {
    guard case .slider(_, _, _, let onEditingChanged) = node.control else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a slider")
    }
    try checkUsable("\(typeName) \"\(text)\"")
    if let other = core.draggedSlider, other !== node { core.element(for: other)?.endSliderDrag() }
    guard core.draggedSlider !== node else { return }
    core.draggedSlider = node
    onEditingChanged(true)
  }

  /// Sets the slider to the value `fraction` of the way along its range (0 at its minimum,
  /// 1 at its maximum), as the knob is dragged there. Right to left, the minimum is at the
  /// track's right end: a host turns a place on the track into a fraction accordingly.
  @_spi(TrellisHost) public func setSliderFraction(_ fraction: Double) throws {
    guard case .slider(_, let range, _, _) = node.control else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a slider")
    }
    let clamped = min(1, max(0, fraction))
    try setValue(range.lowerBound + clamped * (range.upperBound - range.lowerBound))
  }

  /// Ends the drag ``beginSliderDrag()`` started: `onEditingChanged` hears `false`. Does
  /// nothing when the slider is not being dragged.
  @_spi(TrellisHost) public func endSliderDrag() {
    guard core.draggedSlider === node else { return }
    core.draggedSlider = nil
    if case .slider(_, _, _, let onEditingChanged) = node.control { onEditingChanged(false) }
  }
}

extension HostCore {
  /// The slider a pointer is dragging, if any.
  @_spi(TrellisHost) public var draggedSliderElement: HostElement? {
    draggedSlider.flatMap(element(for:))
  }
}
