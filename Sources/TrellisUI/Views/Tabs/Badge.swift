extension View {
  /// Shows `count` as a badge on this view's tab, in the tab bar of the ``TabView`` around
  /// it; 0 shows no badge.
  ///
  /// ```swift
  /// InboxView()
  ///   .tabItem { Label("Inbox", systemImage: "tray") }
  ///   .badge(unread)
  /// ```
  ///
  /// A list row's badge (shown at a row's trailing edge on Apple's platforms) is not drawn.
  ///
  /// - Parameter count: The number to show.
  /// - Returns: The view, badged.
  public func badge(_ count: Int) -> some View {
    modifier(_BadgeModifier(label: count == 0 ? nil : Text(verbatim: String(count))))
  }

  /// Shows `label` as a badge on this view's tab; `nil` shows none.
  ///
  /// - Parameter label: The text to show.
  /// - Returns: The view, badged.
  public func badge(_ label: Text?) -> some View {
    modifier(_BadgeModifier(label: label))
  }

  /// Shows the string `key` as a badge on this view's tab; `nil` shows none.
  ///
  /// - Parameter key: The text to show.
  /// - Returns: The view, badged.
  public func badge(_ key: LocalizedStringKey?) -> some View {
    modifier(_BadgeModifier(label: key.map { Text($0) }))
  }

  /// Shows `label` as a badge on this view's tab; `nil` shows none.
  ///
  /// - Parameter label: The text to show.
  /// - Returns: The view, badged.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(_BadgeModifier(label: label.map { Text($0) }))
  }
}

extension TabContent {
  /// Shows `count` as a badge on this tab in its tab bar; 0 shows no badge.
  ///
  /// ```swift
  /// Tab("Inbox", systemImage: "tray") { InboxView() }
  ///   .badge(unread)
  /// ```
  ///
  /// - Parameter count: The number to show.
  /// - Returns: The tab, badged.
  public func badge(_ count: Int) -> some TabContent<TabValue> {
    _ModifiedTabContent(
      content: self,
      modifier: _BadgeModifier(label: count == 0 ? nil : Text(verbatim: String(count))))
  }

  /// Shows `label` as a badge on this tab; `nil` shows none.
  ///
  /// - Parameter label: The text to show.
  /// - Returns: The tab, badged.
  public func badge(_ label: Text?) -> some TabContent<TabValue> {
    _ModifiedTabContent(content: self, modifier: _BadgeModifier(label: label))
  }

  /// Shows the string `key` as a badge on this tab; `nil` shows none.
  ///
  /// - Parameter key: The text to show.
  /// - Returns: The tab, badged.
  public func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> {
    _ModifiedTabContent(content: self, modifier: _BadgeModifier(label: key.map { Text($0) }))
  }

  /// Shows `label` as a badge on this tab; `nil` shows none.
  ///
  /// - Parameter label: The text to show.
  /// - Returns: The tab, badged.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some TabContent<TabValue> {
    _ModifiedTabContent(content: self, modifier: _BadgeModifier(label: label.map { Text($0) }))
  }
}

/// A badge on the modified view's tab: kept on its node, where the tab view reads it.
struct _BadgeModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let label: Text?

  func _attach(to node: _ViewNode) {
    // The tab bar shows the badge as it is now.
    node.environment._tabViewState?.tabTraitsChanged()
  }
}

/// A view that carries a badge.
@MainActor
protocol _BadgeProviding {
  var _badge: Text? { get }
}

extension ModifiedContent: _BadgeProviding where Content: View, Modifier == _BadgeModifier {
  var _badge: Text? { modifier.label }
}

/// Tab content with a modifier applied to each of its tabs' views.
public struct _ModifiedTabContent<Content: TabContent, Modifier: ViewModifier> {
  let content: Content
  let modifier: Modifier
}

extension _ModifiedTabContent: TabContent {
  /// The value type of the modified tabs.
  public typealias TabValue = Content.TabValue
  /// Built by Trellis: its body is itself.
  public typealias Body = _ModifiedTabContent
}

extension _ModifiedTabContent: _TabContentRows {
  func _appendTabRows(to list: inout _RowList, context: _RowContext) {
    let modifier = self.modifier
    func wrap<Tab: View>(_ tab: Tab) -> any View {
      ModifiedContent(content: tab, modifier: modifier)
    }
    list.appendTabs(content, context: context.wrapping { wrap($0) })
  }
}
