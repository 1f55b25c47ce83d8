import Foundation

/// A control that pushes a view onto the enclosing ``NavigationStack``: the view for a
/// value (declared with `navigationDestination(for:destination:)`), or a given view.
///
/// It is drawn and works like a button, as `[ Title › ]`: it takes focus, and Enter, Space
/// or a click pushes. A link with a `nil` value is disabled, and so is a link outside any
/// navigation stack, which prints a runtime warning.
///
/// ```swift
/// NavigationStack {
///   List(books) { book in
///     NavigationLink(book.title, value: book)
///   }
///   .navigationDestination(for: Book.self) { BookDetail(book: $0) }
/// }
/// ```
public struct NavigationLink<Label: View, Destination: View> {
  let label: Label
  let target: Target

  enum Target {
    /// A value to push; `nil` disables the link.
    case value(AnyHashable?)
    case view(Destination)
    /// A view pushed while a binding is `true` (the link sets it; popping clears it).
    case presented(Destination, isActive: Binding<Bool>)
  }
}

extension NavigationLink {
  /// A link that pushes `destination`, with a custom label.
  ///
  /// - Parameters:
  ///   - destination: The view to push.
  ///   - label: What the link shows.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .view(destination)
  }

  /// A link that pushes the view `destination` builds, with a custom label.
  ///
  /// - Parameters:
  ///   - destination: Builds the view to push.
  ///   - label: What the link shows.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a string literal that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string that pushes `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled with a string literal that pushes the view `destination` builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(titleKey, destination: destination())
  }

  /// A link titled with a string that pushes the view `destination` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(title, destination: destination())
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value` onto the enclosing stack, with a custom label.
  ///
  /// The stack shows the view that the `navigationDestination(for:destination:)` declared
  /// for the value's type builds. When the stack has no such destination, the link does
  /// nothing but print a runtime warning.
  ///
  /// - Parameters:
  ///   - value: The value to push; `nil` disables the link.
  ///   - label: What the link shows.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.target = .value(value.map { AnyHashable($0) })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled with a string literal that pushes `value`.
  ///
  /// - Parameters:
  ///   - titleKey: The link's title.
  ///   - value: The value to push; `nil` disables the link.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled with a string that pushes `value`.
  ///
  /// - Parameters:
  ///   - title: The link's title.
  ///   - value: The value to push; `nil` disables the link.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink: View {
  /// Drawn by Trellis as its label between `[ ` and ` › ]`.
  public typealias Body = Never
}

extension NavigationLink: _PrimitiveView {
  private var isDisabled: Bool {
    if case .value(nil) = target { return true }
    return false
  }

  /// Disabled: a `nil` value, or nothing to push onto.
  @MainActor private func isDisabled(in node: _ViewNode) -> Bool {
    if isDisabled { return true }
    return node.environment._navigationLevel?.state == nil
  }

  func _children(in context: _ChildContext) -> _Children {
    // A disabled link's label is drawn as disabled controls' are.
    let isDisabled = isDisabled(in: context.node)
    let shown: any View
    if case .presented(let destination, let isActive) = target {
      // The binding pushes and pops the destination as `navigationDestination(isPresented:)`
      // does, whether the link or the app sets it.
      shown = label.navigationDestination(isPresented: isActive) { destination }
    } else {
      shown = label
    }
    return .list([
      _Child(
        id: .index(0), view: shown,
        environment: isDisabled ? { $0.isEnabled = false } : nil)
    ])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    let style = node.environment.buttonStyle
    return .layout(
      _NavigationLinkLayout(
        isDisabled: isDisabled(in: node),
        isPlain: style == .builtIn(.plain) || style == .builtIn(.borderless)))
  }

  func _control(node: _ViewNode) -> _Control? {
    let level = node.environment._navigationLevel
    let link = node.modifierState(_NavigationLinkRegistration.init).state
    guard level?.state != nil else {
      // Nothing to push onto: shown disabled, as on Apple's platforms.
      if !link.hasWarnedOutsideAStack {
        link.hasWarnedOutsideAStack = true
        _RuntimeWarnings.warn("navigation-link-outside-stack") {
          "[Trellis] A NavigationLink is outside any NavigationStack, so it has nothing to "
            + "push onto; it is shown disabled."
        }
      }
      return nil
    }
    switch target {
    case .value(nil):
      return nil
    case .value(let value?):
      return .button(action: { [weak level] in level?.state?.push(value) })
    case .presented(_, let isActive):
      return .button(action: { isActive.wrappedValue = true })
    case .view(let destination):
      // The views this link pushed follow its destination as it changes.
      level?.state?.linkEvaluated(link, destination: destination)
      return .button(action: { [weak level] in
        level?.state?.push(view: destination, link: link)
      })
    }
  }
}

/// A link's identity for the stack: the views a view-destination link pushed belong to it.
@MainActor
final class _NavigationLinkRegistration {
  /// Whether the warning for a link outside any stack was given for this link.
  var hasWarnedOutsideAStack = false
}

/// A navigation link: a button's decorations with a chevron; dimmed while disabled.
struct _NavigationLinkLayout: _Layout {
  let isDisabled: Bool
  /// In the `.plain` or `.borderless` button style: a host that draws links with brackets
  /// and a chevron shows the label alone, as Apple's plain links in a scroll view do.
  var isPlain = false
  private var decorated: _DecoratedLayout {
    _DecoratedLayout(control: .navigationLink, isPlain: isPlain)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    decorated.sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    decorated.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    [(frame, .control(decorated.item(context, isEnabled: context.isEnabled && !isDisabled)))]
  }
}
