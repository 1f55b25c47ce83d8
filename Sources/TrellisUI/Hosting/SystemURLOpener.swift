import Foundation

/// Opens URLs the way the desktop does: `xdg-open`, which hands a URL to the person's
/// browser, mail program or file manager. Runs it without waiting, and tells whether it
/// succeeded on the main queue.
@_spi(TrellisHost) public enum _SystemURLOpener {
  /// How URLs are opened; tests put a recorder here instead of starting programs.
  @MainActor @_spi(TrellisHost) public static var open:
    @MainActor (URL, @escaping (Bool) -> Void) -> Void = openWithXDG

  /// The program asked to open URLs; tests name another.
  @MainActor static var program = "xdg-open"

  private struct Completion: @unchecked Sendable {
    // Called once, on the main queue.
    let call: (Bool) -> Void
  }

  @MainActor static func openWithXDG(_ url: URL, completion: @escaping (Bool) -> Void) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let program = self.program
    process.arguments = [program, url.absoluteString]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let done = Completion(call: completion)
    process.terminationHandler = { finished in
      let opened = finished.terminationReason == .exit && finished.terminationStatus == 0
      if !opened {
        _RuntimeWarnings.warn("xdg-open-failed") {
          "[Trellis] openURL: \(program) did not open the URL (status "
            + "\(finished.terminationStatus)); is xdg-utils installed?"
        }
      }
      DispatchQueue.main.async { done.call(opened) }
    }
    do {
      try process.run()
    } catch {
      _RuntimeWarnings.warn("xdg-open-missing") {
        "[Trellis] openURL: cannot run \(program) (\(error))"
      }
      DispatchQueue.main.async { done.call(false) }
    }
  }
}
