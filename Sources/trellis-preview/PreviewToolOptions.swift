/// What `trellis-preview` was asked to do, from its command line:
///
///     trellis-preview [--package-path DIR] [-c debug|release] [--product NAME] [--skip-build]
///                     [--list] <module> [name]
struct PreviewToolOptions: Equatable {
  var module = ""
  /// The preview's name; empty for the module's first preview.
  var name = ""
  var packagePath = "."
  var configuration = "debug"
  /// The executable to show the preview in; by default the module's own, or one that links it.
  var product: String?
  var skipBuild = false
  var list = false

  static let usage = """
    usage: trellis-preview [options] <module> [name]

    Shows a preview (#Preview or PreviewProvider) of <module>, a target of the package, in the
    host its app runs in: the terminal, a GTK window, or with TRELLIS_HOST=text the first frame
    as text. [name] is the preview's name, its file and line (View.swift:12) or a provider's
    type name; without it, the module's first preview.

    options:
      --list               list the module's previews instead
      --package-path DIR   the package (default: the current directory)
      -c, --configuration  debug (default) or release
      --product NAME       the executable to run the preview in (default: the module's own,
                           or an executable target of the package that depends on it)
      --skip-build         run what is built already
    """

  /// Why the command line could not be read.
  struct Problem: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// Reads `arguments` (without the program's name); `nil` when help was asked for.
  static func parse(_ arguments: [String]) throws(Problem) -> PreviewToolOptions? {
    var options = PreviewToolOptions()
    var positional: [String] = []
    var remaining = arguments[...]
    func value(for flag: String) throws(Problem) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("-") else {
        throw Problem(description: "\(flag) needs a value")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": return nil
      case "--list": options.list = true
      case "--skip-build": options.skipBuild = true
      case "--package-path": options.packagePath = try value(for: argument)
      case "--product": options.product = try value(for: argument)
      case "-c", "--configuration":
        let configuration = try value(for: argument)
        guard ["debug", "release"].contains(configuration) else {
          throw Problem(description: "the configuration is debug or release, not \(configuration)")
        }
        options.configuration = configuration
      case "--":
        positional += remaining
        remaining = []
      case _ where argument.hasPrefix("-") && argument.count > 1:
        throw Problem(description: "unknown option \(argument)")
      default: positional.append(argument)
      }
    }
    guard let module = positional.first else { throw Problem(description: "no module given") }
    guard positional.count <= 2 else {
      throw Problem(
        description: "too many arguments: \(positional.dropFirst(2).joined(separator: " "))")
    }
    options.module = module
    options.name = positional.count == 2 ? positional[1] : ""
    return options
  }
}
