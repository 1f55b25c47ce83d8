/// Which of a ``NavigationSplitView``'s leading columns show beside its detail, in a window
/// wide enough for them.
///
/// Bind a state of this type to the split view's `columnVisibility` to hide and show the
/// leading columns from code; a narrow window shows one column at a time whatever it is.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
  enum Value: String, Codable, Sendable {
    case automatic, all, doubleColumn, detailOnly
  }
  let value: Value

  /// Only the detail: the leading columns are hidden.
  public static var detailOnly: NavigationSplitViewVisibility { .init(value: .detailOnly) }

  /// The content column and the detail of a three-column split view; the sidebar and the
  /// detail of a two-column one (the same as ``all`` there).
  public static var doubleColumn: NavigationSplitViewVisibility { .init(value: .doubleColumn) }

  /// Every column.
  public static var all: NavigationSplitViewVisibility { .init(value: .all) }

  /// The platform's choice: every column beside the detail here, as on a Mac, or only the
  /// detail in the `prominentDetail` style.
  public static var automatic: NavigationSplitViewVisibility { .init(value: .automatic) }
}
