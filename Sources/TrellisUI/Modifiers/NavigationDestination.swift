extension View {
  /// Declares the view that the enclosing ``NavigationStack`` shows for pushed values of
  /// type `data`.
  ///
  /// ```swift
  /// List(books) { book in NavigationLink(book.title, value: book) }
  ///   .navigationDestination(for: Book.self) { book in
  ///     BookDetail(book: book)
  ///   }
  /// ```
  ///
  /// The stack looks the destination up among the modifiers inside it: in its root and in
  /// the views pushed below the value. When several are declared for one type, the one
  /// closest to the root is used, and a runtime warning says so. Outside a navigation
  /// stack, the modifier does nothing.
  ///
  /// - Parameters:
  ///   - data: The type of the values this destination shows.
  ///   - destination: Builds the view for a value.
  /// - Returns: A view that declares the destination.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(_NavigationDestinationModifier(destination: destination))
  }

  /// Pushes the view that `destination` builds onto the enclosing ``NavigationStack``
  /// while `isPresented` is `true`.
  ///
  /// The view is pushed on top of the stack, even when the view that declares the modifier
  /// is below the top (the root, while values are pushed). Popping it (its back
  /// button, `dismiss`, Escape in the terminal) sets `isPresented` to `false`; setting it to
  /// `false` pops it. Each presentation starts with fresh `@State`.
  ///
  /// ```swift
  /// Button("Settings") { showsSettings = true }
  ///   .navigationDestination(isPresented: $showsSettings) {
  ///     SettingsView()
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the destination is pushed.
  ///   - destination: The view to push.
  /// - Returns: A view that can push the destination.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    modifier(_NavigationPresentedModifier(isPresented: isPresented, destination: destination()))
  }

  /// Pushes the view that `destination` builds for `item` onto the enclosing
  /// ``NavigationStack`` while `item` holds a value.
  ///
  /// Setting the binding to a value pushes the destination on top of the stack; popping it
  /// (its back button, `dismiss`, Escape in the terminal) sets the binding to `nil`, and
  /// setting it to `nil` pops it. A different value while it is shown rebuilds the
  /// destination for that value in place, keeping the view's `@State`, as
  /// ``navigationDestination(isPresented:destination:)`` does.
  ///
  /// ```swift
  /// List(books, selection: $chosen) { book in Text(book.title) }
  ///   .navigationDestination(item: $chosen) { book in
  ///     BookDetail(book: book)
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - item: The value whose destination is pushed, or `nil` for none.
  ///   - destination: Builds the view for the value.
  /// - Returns: A view that can push the destination.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(_NavigationItemModifier(item: item, destination: destination))
  }
}

/// A destination a stack builds pushed values of one type with, declared in one of its
/// entries.
@MainActor
final class _NavigationDestinationRegistration {
  let type: ObjectIdentifier
  let typeName: String
  /// The entry the modifier is in.
  weak var level: _NavigationLevel?
  var make: (AnyHashable) -> (any View)?

  init(type: Any.Type, level: _NavigationLevel) {
    self.type = ObjectIdentifier(type)
    self.typeName = "\(type)"
    self.level = level
    self.make = { _ in nil }
  }
}

/// Registers a destination with the enclosing stack on each update of the modified view,
/// and removes it when the view leaves the graph.
struct _NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let destination: (D) -> C

  func _attach(to node: _ViewNode) {
    guard let level = node.environment._navigationLevel, let state = level.state else { return }
    let (registration, isNew) = node.modifierState {
      _NavigationDestinationRegistration(type: D.self, level: level)
    }
    let destination = self.destination
    registration.make = { value in (value.base as? D).map { destination($0) } }
    if isNew {
      node.teardownActions.append { [weak state] in state?.unregister(registration) }
    }
    state.register(registration)
  }
}

/// Pushes the destination of a bound value onto the enclosing stack while the binding
/// holds one.
struct _NavigationItemModifier<D: Hashable, C: View>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let item: Binding<D?>
  let destination: (D) -> C

  func _attach(to node: _ViewNode) {
    let item = self.item
    _NavigationPresentedRegistration.present(
      item.wrappedValue.map { destination($0) }, from: node,
      dismiss: { item.wrappedValue = nil })
  }
}

/// A view pushed by a binding, declared in one of a stack's entries.
@MainActor
final class _NavigationPresentedRegistration {
  weak var level: _NavigationLevel?
  init(level: _NavigationLevel) { self.level = level }

  /// Pushes `view` from the modifier `node` is, or pops what it pushed when `view` is `nil`;
  /// `dismiss` writes a pop back to the modifier's binding.
  static func present(
    _ view: (any View)?, from node: _ViewNode, dismiss: @escaping @MainActor () -> Void
  ) {
    guard let level = node.environment._navigationLevel, let state = level.state else { return }
    let (registration, isNew) = node.modifierState {
      _NavigationPresentedRegistration(level: level)
    }
    if isNew {
      node.teardownActions.append { [weak state] in
        state?.setPresented(registration, view: nil, dismiss: {})
      }
    }
    state.setPresented(registration, view: view, dismiss: dismiss)
  }
}

/// Pushes its destination onto the enclosing stack while the binding is `true`.
struct _NavigationPresentedModifier<V: View>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let isPresented: Binding<Bool>
  let destination: V

  func _attach(to node: _ViewNode) {
    let isPresented = self.isPresented
    _NavigationPresentedRegistration.present(
      isPresented.wrappedValue ? destination : nil, from: node,
      dismiss: { isPresented.wrappedValue = false })
  }
}
