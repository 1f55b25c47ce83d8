import Foundation

/// A view that shows a root view and, over it, the views pushed onto it: the one on top is
/// shown, with a title bar above it.
///
/// ```swift
/// NavigationStack {
///   List(books) { book in
///     NavigationLink(book.title, value: book)
///   }
///   .navigationTitle("Library")
///   .navigationDestination(for: Book.self) { book in
///     BookDetail(book: book)
///   }
/// }
/// ```
///
/// A ``NavigationLink`` pushes a value (or, in its older form, a view); the stack shows the
/// view that the nearest `navigationDestination(for:destination:)` modifier for the value's
/// type builds, looked up among those inside the stack (in its root and in the views pushed
/// below the value). Bind `path` to read and change what is pushed: appending a value
/// pushes its view, removing values pops.
///
/// The title bar shows the `navigationTitle` of the view on top (the innermost one when
/// several views inside set one; titles inside a nested stack belong to that stack), and,
/// above the root, a `‹ Back` button that pops. `@Environment(\.dismiss)` inside a pushed
/// view pops it (and the views above it), and in the terminal Escape pops the top view when
/// no sheet or alert is presented.
///
/// Each pushed view has an identity of its own, its position on the stack together with its
/// value: its `@State` lives while it stays on the stack (views pushed above it and popped
/// again leave it alone), and is torn down, running its `onDisappear` actions, when it is
/// popped. A value for which no destination is declared is pushed without a view, and a
/// runtime warning says so, as on Apple's platforms.
public struct NavigationStack<Data, Root: View> {
  /// Drawn by Trellis: a title bar above the view on top of the stack.
  public typealias Body = Never
  let root: Root
  /// How to read and change a bound path; `nil` when the stack keeps its own.
  let path: _NavigationPathAccess?
}

extension NavigationStack where Data == NavigationPath {
  /// A navigation stack that shows `root` and keeps what is pushed onto it to itself.
  ///
  /// - Parameter root: The view shown when nothing is pushed.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = nil
  }

  /// A navigation stack whose pushed values, of any `Hashable` types, are `path`.
  ///
  /// - Parameters:
  ///   - path: The values pushed onto the stack, the first at the bottom. Appending to it
  ///     pushes, removing from it pops, and links and back buttons change it.
  ///   - root: The view shown when `path` is empty.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = _NavigationPathAccess(
      read: { path.wrappedValue.elements },
      append: { value in
        path.wrappedValue.elements.append(value)
        return true
      },
      truncate: { count in
        let current = path.wrappedValue.count
        if count < current { path.wrappedValue.removeLast(current - count) }
      })
  }
}

extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A navigation stack whose pushed values, all of one type, are `path`.
  ///
  /// ```swift
  /// @State private var path: [Int] = []
  ///
  /// var body: some View {
  ///   NavigationStack(path: $path) {
  ///     Button("Show 7") { path.append(7) }
  ///       .navigationDestination(for: Int.self) { Text("Number \($0)") }
  ///   }
  /// }
  /// ```
  ///
  /// A link whose value is of another type cannot be pushed onto such a path; it does
  /// nothing but print a runtime warning.
  ///
  /// - Parameters:
  ///   - path: The values pushed onto the stack, the first at the bottom.
  ///   - root: The view shown when `path` is empty.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = _NavigationPathAccess(
      read: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        guard let element = value.base as? Data.Element else { return false }
        path.wrappedValue.append(element)
        return true
      },
      truncate: { count in
        let current = path.wrappedValue.count
        if count < current { path.wrappedValue.removeLast(current - count) }
      })
  }
}

extension NavigationStack: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let node = context.node
    let (state, _) = node.modifierState(_NavigationStackState.init)
    state.node = node
    state.boundPath = path
    let entries = state.describeEntries()
    let root: any View = self.root
    // The root of a split view's column after the first has a Back button to the column
    // before it, shown in a narrow window.
    let splitColumn = context.environment._navigationSplitBack
    let columnBack = splitColumn.flatMap { $0.column == .sidebar ? nil : $0 }
    state.linkColumn = splitColumn?.state?.forwardsViewLinks == true ? splitColumn : nil
    return .list(
      entries.enumerated().map { index, entry in
        let level = state.level(for: entry)
        let content: _NavigationEntry.Content
        switch entry.kind {
        case .root: content = .view(root)
        case .value(let value): content = .value(value)
        case .view(let view): content = .view(view)
        }
        let pop = state.popAction(above: entry.key)
        return _Child(
          id: .explicit(entry.key),
          view: _NavigationEntry(
            state: state, key: entry.key, content: content,
            hasBackButton: index > 0 || columnBack != nil,
            splitColumn: index == 0 ? columnBack : nil),
          environment: { environment in
            environment._navigationLevel = level
            environment._navigationSplitBack = nil
            if index > 0 {
              environment.dismiss = DismissAction(action: pop)
              environment.isPresented = true
            }
          })
      })
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_NavigationStackLayout()) }
}

/// Marks a navigation stack, whose titles its enclosing stacks do not show.
@MainActor
protocol _NavigationStackMarker {}
extension NavigationStack: _NavigationStackMarker {}

/// Shows the entry on top of the stack (its last child) in all of the stack's space; the
/// entries below it stay in the graph, unplaced, so they are neither drawn nor reachable.
struct _NavigationStackLayout: _Layout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    guard let top = subviews.last else {
      return proposal.replacingUnspecifiedDimensions(by: .zero)
    }
    return top.sizeThatFits(proposal, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    subviews.last?.place(in: bounds, proposal: proposal, context: context)
  }
}

extension NavigationStack: View {}
