/// An action that refreshes the view it is in: the environment's `refresh`, set by
/// `refreshable(action:)`.
///
/// Hosts run it on F5 or Ctrl-R; views can run it too:
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// ...
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction {
  let action: @MainActor () async -> Void

  /// Refreshes, returning when the refresh is done. While one refresh runs, another request
  /// returns at once and does nothing.
  @MainActor public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh action of the `refreshable` view around this one; `nil` outside of one.
  public internal(set) var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

extension View {
  /// Makes this view refreshable: `action` runs when a person asks for fresh content (F5
  /// or Ctrl-R in the terminal and GTK) or a view inside calls the environment's `refresh`.
  ///
  /// ```swift
  /// List(mail.messages) { MessageRow(message: $0) }
  ///   .refreshable {
  ///     await mail.fetchNewMessages()
  ///   }
  /// ```
  ///
  /// While `action` runs, a progress indicator shows above the view (a spinner row in the
  /// terminal, a spinner in GTK) and a second request is ignored.
  ///
  /// - Parameter action: The refresh, awaited to its end.
  /// - Returns: The refreshable view.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(_RefreshableModifier(action: action))
  }
}

/// Runs the refresh one at a time, and shows a spinner above the content while it runs.
struct _RefreshableModifier: ViewModifier {
  let action: @Sendable () async -> Void
  @State private var isRefreshing = false

  func body(content: Content) -> some View {
    let running = $isRefreshing
    let action = self.action
    VStack(spacing: 0) {
      if isRefreshing {
        ProgressView().progressViewStyle(.circular).frame(maxWidth: .infinity)
      }
      content.environment(
        \.refresh,
        RefreshAction {
          guard !running.wrappedValue else { return }
          running.wrappedValue = true
          await action()
          running.wrappedValue = false
        })
    }
  }
}
