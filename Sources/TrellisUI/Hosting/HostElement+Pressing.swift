extension HostElement {
  /// Starts a press on a button, as a pointer going down on it does: the button's style is
  /// drawn with `isPressed` set until ``endPress(activating:)``. Nothing runs yet.
  @_spi(TrellisHost) public func beginPress() throws {
    try checkUsable("\(typeName) \"\(text)\"")
    guard case .button = node.control else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a button to press")
    }
    let graph = core.graph
    let previous = graph.pressedNode
    graph.pressedNode = node
    previous?.invalidate(because: "isPressed")
    node.invalidate(because: "isPressed")
  }

  /// Ends the press the pointer started on this button: runs its action when the pointer
  /// comes up over it (`activating`), as a click does, and draws it unpressed again. Does
  /// nothing when no press on it is held.
  @_spi(TrellisHost) public func endPress(activating: Bool) throws {
    let graph = core.graph
    guard graph.pressedNode === node else { return }
    graph.pressedNode = nil
    node.invalidate(because: "isPressed")
    if activating, node.isAlive, node.isEnabled, case .button(let action) = node.control {
      action()
    }
  }
}

extension HostCore {
  /// The button a pointer is holding down, if any.
  @_spi(TrellisHost) public var pressedElement: HostElement? {
    graph.pressedNode.flatMap(element(for:))
  }
}
