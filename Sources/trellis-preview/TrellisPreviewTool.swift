import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `swift run trellis-preview <module> [name]`: shows one of a module's previews. It builds the
/// executable that shows them (the module's own, or one that links it) and runs it with
/// `TRELLIS_PREVIEW` set, so the preview appears in the host that app uses: the terminal, a
/// GTK window, or with `TRELLIS_HOST=text`, the first frame as text.
@main
enum TrellisPreviewTool {
  static func main() {
    do {
      guard let options = try PreviewToolOptions.parse(Array(CommandLine.arguments.dropFirst()))
      else {
        print(PreviewToolOptions.usage)
        exit(EXIT_SUCCESS)
      }
      try run(options)
    } catch let problem as PreviewToolOptions.Problem {
      fail("\(problem)\n\n\(PreviewToolOptions.usage)")
    } catch {
      fail("\(error)")
    }
  }

  static func run(_ options: PreviewToolOptions) throws -> Never {
    let package = ["--package-path", options.packagePath]
    // A scratch folder of its own: reading the manifest needs no build, and the package's own
    // .build may be locked by the `swift build` or `swift test` that runs this.
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-preview-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let json = try runSwift(
      ["package"] + package + ["--scratch-path", scratch, "dump-package"], capture: true)
    let targets = try PackageTargets(json: json)
    guard let target = targets.target(named: options.module) else {
      throw PreviewToolError.noTarget(module: options.module, targets: targets.targets.map(\.name))
    }
    let product = try options.product ?? targets.product(showing: target)
    let configuration = ["-c", options.configuration]
    if !options.skipBuild {
      try runSwift(["build"] + package + configuration + ["--product", product], capture: false)
    }
    let binPath = try runSwift(
      ["build"] + package + configuration + ["--show-bin-path"], capture: true)
    let folder = String(decoding: binPath, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    var environment = ["TRELLIS_PREVIEW_MODULE": PackageTargets.moduleName(target.name)]
    if options.list {
      environment["TRELLIS_PREVIEW_LIST"] = "1"
    } else {
      environment["TRELLIS_PREVIEW"] = options.name
    }
    try? FileManager.default.removeItem(atPath: scratch)
    replaceProcess(with: "\(folder)/\(product)", environment: environment)
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(EXIT_FAILURE)
  }
}
