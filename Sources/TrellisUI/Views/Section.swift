/// A group of rows in a ``List`` or ``Form``, with an optional header and footer.
///
/// The rows take part in the enclosing list's layout as if written there directly. The
/// header is drawn bold on a line of its own (in a list or form, with a blank line above it
/// when rows come before it); the footer is drawn dimmed.
///
/// ```swift
/// Form {
///   Section("Profile") {
///     TextField("Name", text: $name)
///   }
///   Section {
///     Toggle("Notifications", isOn: $notify)
///   } header: {
///     Text("Alerts")
///   } footer: {
///     Text("Sent at most once a day.")
///   }
/// }
/// ```
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
  /// For a collapsible section (`Section(isExpanded:)`): whether its rows are shown. Its
  /// header is then a control that toggles it.
  var isExpanded: Binding<Bool>? = nil
}

extension Section where Parent: View, Content: View, Footer: View {
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// A section with the given header and footer views.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }

  /// A section with the given header view.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }

  /// A section with the given footer view.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section titled with a string literal.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// A section titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

extension Section: View where Parent: View, Content: View, Footer: View {
  /// Drawn by Trellis: header, rows and footer join the enclosing list's rows.
  public typealias Body = Never
}

extension Section: _PrimitiveView where Parent: View, Content: View, Footer: View {
  func _children(in context: _ChildContext) -> _Children {
    var children: [_Child] = []
    if Parent.self != EmptyView.self {
      children.append(
        _Child(id: .index(0), view: headerView, environment: { $0.emphasis.bold = true }))
    }
    // A collapsed section shows its header alone.
    guard isExpanded?.wrappedValue ?? true else { return .list(children) }
    children.append(_Child(id: .index(1), view: content))
    if Footer.self != EmptyView.self {
      children.append(
        _Child(id: .index(2), view: footer, environment: { $0.emphasis.secondary = true }))
    }
    return .list(children)
  }

  // The rows join the enclosing list's layout.
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }

  /// The header as shown: a control that toggles a collapsible section.
  @MainActor private var headerView: any View {
    if let isExpanded { return _DisclosureHeader(label: header, isExpanded: isExpanded) }
    return _SectionHeader(content: header)
  }
}

/// Marks a section's header, so that lists can set it apart.
@MainActor
protocol _SectionHeaderMarker {}

/// A section's header: its content stacked on one line (or more), as one row of the list.
struct _SectionHeader<Content: View>: _SectionHeaderMarker {
  typealias Body = Never
  let content: Content
}

extension _SectionHeader: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    // `headerProminence(.increased)`: a larger header, as Apple's lists draw one. Read here,
    // in the header's own environment, so that the modifier reaches it wherever it was put
    // (on the section, the list, or around both).
    .list([
      _Child(
        id: .index(0), view: content,
        environment: { if $0.headerProminence == .increased { $0.font = .title3 } })
    ])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_StackLayout.row)
  }
}

extension _SectionHeader: View {}

extension Section: _RowFlattening where Parent: View, Content: View, Footer: View {
  /// The header (bold), the rows of the content, then the footer (dimmed), each a row of
  /// its own in the enclosing list.
  func _appendRows(to list: inout _RowList, context: _RowContext) {
    var section = context
    section.section = list.beginSection()
    if Parent.self != EmptyView.self {
      var header = section.child(.index(0)).transformingEnvironment { $0.emphasis.bold = true }
      header.role = .header
      list.appendRow(headerView, context: header)
    }
    // A collapsed section contributes its header alone.
    guard isExpanded?.wrappedValue ?? true else { return }
    list.append(content, context: section.child(.index(1)))
    if Footer.self != EmptyView.self {
      var footer = section.child(.index(2)).transformingEnvironment {
        $0.emphasis.secondary = true
      }
      footer.role = .footer
      list.appendRow(self.footer, context: footer)
    }
  }
}
