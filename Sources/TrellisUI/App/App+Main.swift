import Foundation

extension App {
  /// Runs the app: what `@main` calls.
  ///
  /// Until the terminal host lands, the app is hosted headlessly and its first frame is
  /// printed as plain text (80 x 24 cells, or `COLUMNS` x `LINES`).
  @MainActor public static func main() {
    let environment = ProcessInfo.processInfo.environment
    let width = environment["COLUMNS"].flatMap(Int.init) ?? 80
    let height = environment["LINES"].flatMap(Int.init) ?? 24
    let host = HostCore(app: Self(), width: width, height: height)
    print(host.text)
  }
}
