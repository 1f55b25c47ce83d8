/// One of a ``NavigationSplitView``'s columns: which one a narrow window shows (the
/// split view's `preferredCompactColumn`).
public struct NavigationSplitViewColumn: Hashable, Sendable {
  enum Value: Int, Hashable, Sendable {
    case sidebar, content, detail
  }
  let value: Value

  /// The leading column.
  public static var sidebar: NavigationSplitViewColumn { .init(value: .sidebar) }

  /// The middle column of a three-column split view.
  public static var content: NavigationSplitViewColumn { .init(value: .content) }

  /// The detail column.
  public static var detail: NavigationSplitViewColumn { .init(value: .detail) }
}

extension NavigationSplitViewColumn: CustomStringConvertible {
  /// The column's name: `sidebar`, `content` or `detail`.
  public var description: String {
    switch value {
    case .sidebar: return "sidebar"
    case .content: return "content"
    case .detail: return "detail"
    }
  }
}
