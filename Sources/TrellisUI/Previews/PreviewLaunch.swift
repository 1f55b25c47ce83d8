import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shows a preview instead of the app, when `App.main()` finds one asked for in the environment:
///
/// - `TRELLIS_PREVIEW=<name>`: the preview named so (see ``PreviewCatalog/find(_:in:)``); empty
///   for the first one;
/// - `TRELLIS_PREVIEW_MODULE=<module>`: only that module's previews;
/// - `TRELLIS_PREVIEW_LIST=1`: print the previews, a line each, and exit.
///
/// The preview runs in the host the app would (`TRELLIS_HOST` applies); a fixed layout sizes
/// the text frame. `trellis-preview` sets these for you.
@MainActor
enum _PreviewLaunch {
  static func isRequested(in environment: [String: String]) -> Bool {
    environment["TRELLIS_PREVIEW"] != nil || environment["TRELLIS_PREVIEW_LIST"] == "1"
  }

  static func run(environment: [String: String]) -> Never {
    let module = environment["TRELLIS_PREVIEW_MODULE"].flatMap { $0.isEmpty ? nil : $0 }
    if environment["TRELLIS_PREVIEW_LIST"] == "1" {
      let lines = PreviewCatalog.entries(in: module).map { "\($0.module)\t\($0)\n" }
      FileHandle.standardOutput.write(Data(lines.joined().utf8))
      exit(EXIT_SUCCESS)
    }
    let preview: Preview
    do {
      preview = try PreviewCatalog.find(environment["TRELLIS_PREVIEW"] ?? "", in: module)
        .makePreview()
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(EXIT_FAILURE)
    }
    _HostLaunch.run(environment: environment, size: preview.fixedLayoutSize) { preview.makeView() }
  }
}
