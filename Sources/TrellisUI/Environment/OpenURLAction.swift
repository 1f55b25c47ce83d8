import Foundation

/// Opens a URL, as `@Environment(\.openURL)`: by default with the system's handler
/// (`xdg-open` on Linux, which starts the person's browser, mail program or file manager).
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// ...
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
///
/// Set one of your own with `.environment(\.openURL, OpenURLAction { url in ... })` to
/// handle some URLs in the app and hand others on.
public struct OpenURLAction {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    enum Outcome: Sendable {
      case handled, discarded
      case system(URL?)
    }

    let outcome: Outcome

    /// The handler opened it.
    public static let handled = Result(outcome: .handled)
    /// The handler did not open it, and nothing else will.
    public static let discarded = Result(outcome: .discarded)
    /// The system's handler is to open it.
    public static let systemAction = Result(outcome: .system(nil))

    /// The system's handler is to open `url` instead.
    /// - Parameter url: The URL to open.
    /// - Returns: The result.
    public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
  }

  private let handler: (URL) -> Result

  /// An action that asks `handler` what to do with each URL.
  /// - Parameter handler: Handles the URL, or hands it to the system.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  @MainActor private func open(_ url: URL, completion: @escaping (Bool) -> Void) {
    switch handler(url).outcome {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .system(let other): _SystemURLOpener.open(other ?? url, completion)
    }
  }

  /// The action of the environment when no view set one: the system's handler.
  static var system: OpenURLAction { OpenURLAction(handler: { _ in .systemAction }) }

  /// Opens `url`.
  /// - Parameter url: The URL.
  @MainActor public func callAsFunction(_ url: URL) {
    open(url) { _ in }
  }

  /// Opens `url`, then calls `completion` with whether it was opened.
  /// - Parameters:
  ///   - url: The URL.
  ///   - completion: Told whether it was opened, on the main actor.
  @MainActor public func callAsFunction(
    _ url: URL, completion: @escaping (_ accepted: Bool) -> Void
  ) {
    open(url, completion: completion)
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
  /// Opens URLs: with the system's handler unless a view set another.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
