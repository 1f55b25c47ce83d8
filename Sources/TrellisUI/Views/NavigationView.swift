import Foundation

/// The navigation container of SwiftUI's first years, which Apple deprecated for
/// ``NavigationStack`` and `NavigationSplitView`: a stack of views with a title, pushed by
/// ``NavigationLink``s.
///
/// By default Trellis shows it in the stack style in every host, as an iPhone does: its
/// first view is the root, and the views after it (the detail placeholder an iPad or a Mac
/// shows in a second column) are not shown. With `navigationViewStyle(.columns)` (or
/// `DoubleColumnNavigationViewStyle`), two or three views are the columns of a
/// ``NavigationSplitView``: a link in a column shows its destination in the next column,
/// replacing what that showed (the last view is the placeholder it shows until then), and
/// a window too narrow for the columns shows one at a time.
///
/// ```swift
/// NavigationView {
///   List(books) { book in
///     NavigationLink(book.title, destination: BookDetail(book: book))
///   }
///   .navigationBarTitle("Library")
/// }
/// ```
public struct NavigationView<Content: View>: View {
  let content: Content
  @Environment(\._navigationViewShowsColumns) private var showsColumns

  /// A navigation view whose root is the first view `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A stack whose root is the content's first view; in the column style, a split view of
  /// its views.
  public var body: some View {
    if showsColumns, let views = (content as? any _TupleContent)?._tupleChildren,
      views.count >= 2
    {
      _ColumnNavigationView(views: views)
    } else {
      NavigationStack { _FirstView(content: content) }
    }
  }
}

/// A navigation view's views as the columns of a split view: the first the sidebar, the
/// last the detail, a third between them the content column.
struct _ColumnNavigationView: View {
  let views: [any View]

  var body: some View {
    if views.count >= 3 {
      NavigationSplitView {
        AnyView(views[0])
      } content: {
        AnyView(views[1])
      } detail: {
        AnyView(views[2])
      }
    } else {
      NavigationSplitView {
        AnyView(views[0])
      } detail: {
        AnyView(views[1])
      }
    }
  }
}

/// The first view of a builder's views: the view itself when there is one, the first of a
/// tuple's otherwise.
struct _FirstView<Content: View>: View {
  let content: Content

  var body: some View {
    if let tuple = content as? any _TupleContent, let first = tuple._tupleChildren.first {
      AnyView(first)
    } else {
      content
    }
  }
}

/// A view made of several views side by side in its builder: a tuple of them.
protocol _TupleContent {
  var _tupleChildren: [any View] { get }
}

extension TupleView: _TupleContent {
  var _tupleChildren: [any View] { children }
}

/// How a ``NavigationView`` arranges its views. Every style is shown as a stack here.
@MainActor public protocol NavigationViewStyle {}

/// The platform's choice of style: a stack here, as on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The default style.
  public init() {}
}

/// One view at a time, each pushed over the last.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The stack style.
  public init() {}
}

/// Columns side by side on an iPad or a Mac, as a ``NavigationSplitView`` here.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The two-column style.
  public init() {}
}

/// Columns side by side on a Mac, as a ``NavigationSplitView`` here.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// The column style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's choice: a stack.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One view at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns side by side, as a ``NavigationSplitView``.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// Sets how the ``NavigationView``s inside arrange their views: the column styles as a
  /// ``NavigationSplitView``, the others as a stack.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    let columns = style is ColumnNavigationViewStyle || style is DoubleColumnNavigationViewStyle
    return modifier(_EnvironmentModifier { $0._navigationViewShowsColumns = columns })
  }

  /// Sets the navigation title, as `navigationTitle(_:)` does (the name of SwiftUI's first
  /// years).
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  /// Sets the navigation title from a string literal.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// Sets the navigation title from a string.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation title; the display mode is accepted, and the title shown the same
  /// way in every mode.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation title from a string literal, with a display mode (accepted).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey)
  }

  /// Sets the navigation title from a string, with a display mode (accepted).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }
}

private struct NavigationViewShowsColumnsKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether `navigationViewStyle` set a column style for the navigation views here.
  var _navigationViewShowsColumns: Bool {
    get { self[NavigationViewShowsColumnsKey.self] }
    set { self[NavigationViewShowsColumnsKey.self] = newValue }
  }
}
