import Foundation

/// An application's accessible tree as a screen reader reads it over AT-SPI, dumped by
/// `atspi-tree.py` (see its header for the JSON).
struct AccessibleTree: Decodable, CustomStringConvertible {
  /// The application's accessible name.
  var name: String
  var toolkit: String
  /// The application object; its children are the windows.
  var root: Node

  /// One accessible object.
  struct Node: Decodable, CustomStringConvertible {
    /// AT-SPI's role name: `push button`, `text`, `label`, `check box`, `frame`...
    var role: String
    var name: String
    /// The accessible description (what `accessibilityHint` sets).
    var details: String
    /// AT-SPI's state names: `focused`, `focusable`, `sensitive`, `showing`, `checked`...
    var states: [String]
    /// x, y, width and height in pixels, in the window's coordinates.
    var extents: [Int]?
    var value: Double?
    /// The least and greatest value of an object with a value (a scroll bar's range).
    var range: [Double]?
    /// The text of an object with a text interface (an entry's content).
    var text: String?
    /// Relation names (`labelled by`, `described by`) and their targets' names.
    var relations: [String: [String]]
    var children: [Node]

    enum CodingKeys: String, CodingKey {
      case role, name
      case details = "description"
      case states, extents, value, range, text, relations
      case children
    }

    func has(_ state: String) -> Bool { states.contains(state) }

    /// This node and every node below it, depth first.
    var all: [Node] { [self] + children.flatMap(\.all) }

    /// The nodes below this one (itself included) with `role`, and `name` if given.
    func nodes(role: String, name: String? = nil) -> [Node] {
      all.filter { $0.role == role && (name == nil || $0.name == name) }
    }

    /// The first node (depth first) with `role`, and `name` if given.
    func node(role: String, name: String? = nil) -> Node? {
      nodes(role: role, name: name).first
    }

    /// The innermost node with `role` that holds a node named `name`: the scroll pane a
    /// label is shown in.
    func innermost(_ role: String, holding name: String) -> Node? {
      for child in children {
        if let found = child.innermost(role, holding: name) { return found }
      }
      return self.role == role && all.contains { $0.name == name } ? self : nil
    }

    var description: String { lines(indent: "").joined(separator: "\n") }

    func lines(indent: String) -> [String] {
      var line = "\(indent)\(role) \"\(name)\""
      if !details.isEmpty { line += " description \"\(details)\"" }
      if let value { line += " value \(value)" }
      if let text, !text.isEmpty { line += " text \"\(text)\"" }
      if let extents { line += " at \(extents.map(String.init).joined(separator: ","))" }
      let shown = states.filter { ["focused", "sensitive", "checked", "showing"].contains($0) }
      if !shown.isEmpty { line += " [\(shown.joined(separator: " "))]" }
      if !relations.isEmpty { line += " \(relations)" }
      return [line] + children.flatMap { $0.lines(indent: indent + "  ") }
    }
  }

  /// The application's windows (AT-SPI's `frame`s and `dialog`s).
  var windows: [Node] { root.children }

  var description: String { "application \"\(name)\" (\(toolkit))\n\(root)" }
}

/// Reads the accessible tree of a running application through AT-SPI.
enum AccessibilityReader {
  /// The reader script, next to this file.
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("atspi-tree.py").path

  /// The system's Python, which has python3-pyatspi (a `python3` earlier on PATH may not).
  static let python = "/usr/bin/python3"

  /// Whether the reader can run here: Python with pyatspi, and the D-Bus tools.
  static func isAvailable() -> String? {
    let probe = try? ChildProcess.run([python, "-c", "import pyatspi"])
    guard probe?.status == 0 else {
      return "python3-pyatspi is not installed (apt-get install python3-pyatspi at-spi2-core)"
    }
    let daemon = try? ChildProcess.run(["sh", "-c", "command -v dbus-daemon"])
    guard daemon?.status == 0 else {
      return "dbus-daemon is not installed (apt-get install dbus-x11)"
    }
    return nil
  }

  /// The tree of the application with process id `pid` on `bus` and `display`, waiting up to
  /// `seconds` for it to appear.
  static func read(pid: pid_t, bus: String, display: String, seconds: Double = 10) throws
    -> AccessibleTree
  {
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = bus
    environment["DISPLAY"] = display
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-atspi-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let result = try ChildProcess.run(
      [
        "sh", "-c", "exec \"$0\" \"$1\" \"$2\" --wait \"$3\" 2>&1 >\"$4\"", python, script,
        "\(pid)", "\(seconds)", output,
      ],
      environment: environment, seconds: seconds + 20)
    guard result.status == 0 else {
      throw ChildProcessError("the AT-SPI reader failed (\(result.status)): \(result.output)")
    }
    let data = FileManager.default.contents(atPath: output) ?? Data()
    do {
      return try JSONDecoder().decode(AccessibleTree.self, from: data)
    } catch {
      throw ChildProcessError(
        "the AT-SPI reader's output is not its JSON (\(error)): "
          + String(decoding: data.prefix(2000), as: UTF8.self))
    }
  }
}
