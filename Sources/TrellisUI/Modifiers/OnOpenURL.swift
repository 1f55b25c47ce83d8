import Foundation

extension View {
  /// Runs `action` with each URL the app is asked to open while this view is in its window:
  /// on Linux, the URLs and file paths given to the program when it starts (`notes
  /// notes://open/42`, `viewer ~/photo.png`), which the first window with an `onOpenURL`
  /// receives once its views have appeared. Every `onOpenURL` in that window is told.
  ///
  /// ```swift
  /// ContentView()
  ///   .onOpenURL { url in router.show(url) }
  /// ```
  ///
  /// - Parameter action: What to do with a URL: a file URL for a path.
  /// - Returns: A view that handles the URLs the app opens.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modifier(_OpenURLHandlerModifier(action: action))
  }
}

struct _OpenURLHandlerModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let action: (URL) -> Void

  func _attach(to node: _ViewNode) {
    let (handler, isNew) = node.modifierState(_OpenURLHandler.init)
    handler.action = action
    guard isNew else { return }
    let handlers = node.graph.openURLHandlers
    handlers.add(handler)
    node.teardownActions.append { [weak handlers] in handlers?.remove(handler) }
  }
}

/// One `onOpenURL` in the graph: its latest action.
@MainActor final class _OpenURLHandler {
  var action: ((URL) -> Void)?
}

/// The `onOpenURL` handlers of a window's graph, in the order they appeared.
@MainActor final class _OpenURLHandlers {
  private(set) var all: [_OpenURLHandler] = []

  func add(_ handler: _OpenURLHandler) { all.append(handler) }

  func remove(_ handler: _OpenURLHandler) { all.removeAll { $0 === handler } }
}

extension HostCore {
  /// Hands `url` to every `onOpenURL` in the window, then runs the update their actions
  /// caused.
  /// - Returns: Whether some view handled it.
  @_spi(TrellisHost) @discardableResult public func open(_ url: URL) -> Bool {
    update()
    let handlers = graph.openURLHandlers.all
    for handler in handlers { handler.action?(url) }
    update()
    return !handlers.isEmpty
  }
}
