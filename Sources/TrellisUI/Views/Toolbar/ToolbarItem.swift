/// One item of a toolbar: a view (usually a button) and where it goes.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///   ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
/// }
/// ```
///
/// The item's view is built where the toolbar is shown (see ``ToolbarItemPlacement``), with
/// the environment of the view that applied `toolbar(content:)`, and keeps its state while
/// the item stays in the toolbar.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  /// Built by Trellis.
  public typealias Body = Never
  let id: ID
  let placement: ToolbarItemPlacement
  let content: Content
}

extension ToolbarItem where ID == () {
  /// An item at `placement` showing `content`.
  ///
  /// - Parameters:
  ///   - placement: Where the item goes; `.automatic` by default.
  ///   - content: The item's view.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.init(id: (), placement: placement, content: content())
  }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension ToolbarItem where ID == String {
  /// An item with an identifier, at `placement`, showing `content`.
  ///
  /// The identifier is the item's identity: its view keeps its state while an item with
  /// that identifier stays in the toolbar, wherever it moves among the others.
  ///
  /// - Parameters:
  ///   - id: The item's identifier, unique in its toolbar.
  ///   - placement: Where the item goes; `.automatic` by default.
  ///   - content: The item's view.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.init(id: id, placement: placement, content: content())
  }

  /// An item with an identifier that a platform with toolbar customization would show or
  /// hide by default; here it is always shown.
  ///
  /// - Parameters:
  ///   - id: The item's identifier, unique in its toolbar.
  ///   - placement: Where the item goes; `.automatic` by default.
  ///   - showsByDefault: Whether a customizable toolbar shows it at first (ignored).
  ///   - content: The item's view.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
    @ViewBuilder content: () -> Content
  ) {
    self.init(id: id, placement: placement, content: content())
  }
}

extension ToolbarItem: _ToolbarItemsProviding {
  func _appendItems(to items: inout [_ToolbarEntry], path: [AnyHashable]) {
    let key: [AnyHashable] = (id as? String).map { ["id", $0] } ?? path
    items.append(_ToolbarEntry(id: key, placement: placement, view: content))
  }
}

/// Several views that go to the same place in a toolbar, each an item of its own.
///
/// ```swift
/// .toolbar {
///   ToolbarItemGroup(placement: .bottomBar) {
///     Button("Archive", action: archive)
///     Spacer()
///     Text("\(count) messages")
///   }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  /// Built by Trellis.
  public typealias Body = Never
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group of items at `placement`, one for each view `content` lists.
  ///
  /// - Parameters:
  ///   - placement: Where the items go; `.automatic` by default.
  ///   - content: The items' views.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// A group of items at `placement` with a label that describes them (a toolbar with too
  /// little room would collapse them into a menu with that label; here they are shown).
  ///
  /// - Parameters:
  ///   - placement: Where the items go; `.automatic` by default.
  ///   - content: The items' views.
  ///   - label: What the group is, for a collapsed menu and for accessibility.
  public init<C: View, L: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
    @ViewBuilder label: () -> L
  ) where Content == LabeledToolbarItemGroupContent<C, L> {
    self.placement = placement
    self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
  }
}

extension ToolbarItemGroup: _ToolbarItemsProviding {
  func _appendItems(to items: inout [_ToolbarEntry], path: [AnyHashable]) {
    items.append(_ToolbarEntry(id: path, placement: placement, view: content))
  }
}

/// The views of a ``ToolbarItemGroup`` made with a label: its content, which the label
/// describes. You don't create this type yourself.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  /// The group's content.
  public var body: Content { content }
}
