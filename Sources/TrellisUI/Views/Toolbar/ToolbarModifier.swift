extension View {
  /// Puts items in the toolbar of the view shown: the navigation bar of the navigation
  /// stack entry this view is in, else the sheet's or the window's toolbar.
  ///
  /// ```swift
  /// NavigationStack {
  ///   NoteList()
  ///     .navigationTitle("Notes")
  ///     .toolbar {
  ///       ToolbarItem(placement: .primaryAction) { Button("Add", action: add) }
  ///       ToolbarItem(placement: .status) { Text("\(notes.count) notes") }
  ///     }
  /// }
  /// ```
  ///
  /// The items of the view on top of a navigation stack are the ones shown: a pushed view's
  /// items replace the root's while it is pushed. See ``ToolbarItemPlacement`` for where
  /// each item goes.
  ///
  /// - Parameter content: The items.
  /// - Returns: The view, with its toolbar.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    modifier(_ToolbarModifier(content: content()))
  }

  /// Puts toolbar content that allows customization in the toolbar; `id` names the toolbar
  /// for a platform that saves a person's arrangement (here the items stay as declared).
  ///
  /// - Parameters:
  ///   - id: The toolbar's identifier.
  ///   - content: The items.
  /// - Returns: The view, with its toolbar.
  public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    modifier(_ToolbarModifier(content: content()))
  }

}

// Apple's overloads: the closure's type (toolbar items or views) chooses between them.
extension View {
  /// Puts views in the toolbar, as one item at the ``ToolbarItemPlacement/automatic``
  /// placement (the trailing end of the top row).
  ///
  /// - Parameter content: The views.
  /// - Returns: The view, with its toolbar.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(_ToolbarModifier(content: _ViewToolbarContent(content: content())))
  }

  /// Puts views at the leading and trailing ends of the navigation bar (the older form of
  /// `toolbar` with ``ToolbarItemPlacement/navigationBarLeading`` and
  /// ``ToolbarItemPlacement/navigationBarTrailing`` items).
  ///
  /// - Parameters:
  ///   - leading: The views at the leading end.
  ///   - trailing: The views at the trailing end.
  /// - Returns: The view, with its navigation bar items.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// Puts views at the leading end of the navigation bar.
  ///
  /// - Parameter leading: The views.
  /// - Returns: The view, with its navigation bar items.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// Puts views at the trailing end of the navigation bar.
  ///
  /// - Parameter trailing: The views.
  /// - Returns: The view, with its navigation bar items.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }
}

/// Registers its toolbar content with the toolbar scope it is in, on each update.
struct _ToolbarModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let content: any ToolbarContent

  func _attach(to node: _ViewNode) {
    let registration = _ToolbarRegistration.of(node)
    registration.items = _toolbarItems(of: content)
    registration.move(to: node.environment._toolbarScope)
  }
}

/// A `toolbar` (or `toolbar(_:for:)`) modifier's node, registered with its scope.
@MainActor
final class _ToolbarRegistration {
  weak var node: _ViewNode?
  private(set) weak var scope: _ToolbarScopeState?
  /// The items the modifier declares.
  var items: [_ToolbarEntry] = []
  /// The bars a `toolbar(.hidden, for:)` hides.
  var hiddenBars: [ToolbarPlacement] = []

  /// The registration of the modifier at `node`, made on its first update.
  static func of(_ node: _ViewNode) -> _ToolbarRegistration {
    let (registration, isNew) = node.modifierState(_ToolbarRegistration.init)
    if isNew {
      registration.node = node
      node.teardownActions.append { [weak registration] in registration?.move(to: nil) }
    }
    return registration
  }

  /// Registers with `scope` (the one the modifier is in now; `nil` when it leaves the
  /// graph), and tells the scope's rows that its items changed.
  func move(to scope: _ToolbarScopeState?) {
    if scope !== self.scope {
      self.scope?.unregister(self)
      self.scope = scope
    }
    scope?.register(self)
  }
}
