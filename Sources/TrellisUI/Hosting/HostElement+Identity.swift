extension HostElement {
  /// Identifies the element's view among those on screen across frames: the same value for
  /// as long as the view keeps its identity in the graph. A host that keeps the element
  /// keeps its identity from being reused by another view.
  @_spi(TrellisHost) public var identity: ObjectIdentifier { ObjectIdentifier(node) }

  /// How many times the view has been evaluated (its body run, or a primitive described):
  /// a host updates what it drew for the view when this changes.
  @_spi(TrellisHost) public var evaluationCount: Int { node.evaluationGeneration }
}
