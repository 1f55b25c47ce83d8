import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// Asks the front window to open `url`, as starting the program with it does: every
  /// `onOpenURL` in the window is told, then the screen is updated.
  ///
  /// ```swift
  /// host.open(URL(string: "notes://note/Groceries")!)
  /// #expect(host.contains(text: "Groceries"))
  /// ```
  ///
  /// - Returns: Whether some view handled it (an `onOpenURL` was in the window).
  @discardableResult public func open(_ url: URL) -> Bool { core.open(url) }
}
