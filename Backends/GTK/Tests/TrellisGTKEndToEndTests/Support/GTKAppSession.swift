import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One of the GTK package's apps running on an Xvfb display of its own, with the host writing
/// its widget tree to a temporary file after every frame. Actions go through xdotool (real X
/// input events), and a screenshot of the main window is saved after each step as
/// `.build/artifacts/<test>-<step>.png`. Stopping (or dropping) it ends the app and the display.
final class GTKAppSession {
  let product: String
  let test: String
  let display: VirtualDisplay
  /// The session bus the app publishes its accessible tree on, when asked for.
  let bus: SessionBus?
  /// The display's XSETTINGS manager, when the session was started with settings.
  let xsettings: XSettingsManager?
  let app: ChildProcess
  let treePath: String
  let logPath: String
  private var steps = 0
  private(set) var tree: WidgetTree
  /// The X window id of the main window.
  private(set) var window: String

  /// Starts `product` (a binary in `.build/debug`) and waits for its first frame and window.
  /// With `accessibility`, the app runs on a D-Bus session of its own with GTK's AT-SPI
  /// bridge on, so that ``accessibleTree(seconds:)`` can read it as a screen reader does;
  /// `environment` adds variables to the app's; with `xsettings`, an XSETTINGS manager with
  /// those settings runs on the display before the app starts (``xsettings``).
  init(
    product: String, test: String, seconds: Double = 30, accessibility: Bool = false,
    environment extra: [String: String] = [:], xsettings settings: [String: String]? = nil
  ) throws {
    self.product = product
    self.test = test
    let binary = builtProgram(product)
    try #require(
      FileManager.default.isExecutableFile(atPath: binary),
      "no \(product) at \(binary): run `swift build --package-path Backends/GTK` first")
    for tool in ["xdotool", "import"] {
      let found = try? ChildProcess.run(["sh", "-c", "command -v \(tool)"])
      try #require(
        found?.status == 0,
        "\(tool) is not installed (apt-get install xvfb xdotool imagemagick)")
    }
    if accessibility, let missing = AccessibilityReader.isAvailable() {
      try #require(Bool(false), "\(missing)")
    }
    display = try VirtualDisplay()
    bus = accessibility ? try SessionBus(display: display.name) : nil
    if let settings {
      xsettings = try XSettingsManager(display: display.name, settings: settings)
    } else {
      xsettings = nil
    }
    let folder = artifactsFolder()
    treePath =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-gtk-tree-\(UUID().uuidString).txt").path
    logPath = folder.appendingPathComponent("\(test).log").path
    var environment = ProcessInfo.processInfo.environment
    for name in ["WAYLAND_DISPLAY", "TRELLIS_HOST"] { environment[name] = nil }
    environment["DISPLAY"] = display.name
    environment["GDK_BACKEND"] = "x11"
    environment["NO_AT_BRIDGE"] = "1"
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    if let bus {
      environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
      environment["NO_AT_BRIDGE"] = nil
      environment["GTK_A11Y"] = nil
    }
    environment["TRELLIS_GTK_TREE"] = treePath
    environment.merge(extra) { $1 }
    app = try ChildProcess([binary], environment: environment, output: logPath)
    tree = WidgetTree(windows: [], frame: -1)
    window = ""
    tree = try waitForTree(seconds: seconds, "the first frame") { !$0.windows.isEmpty }
    window = try findWindow(seconds: seconds)
    screenshot("start")
  }

  deinit { stop() }

  /// Ends the app and the display, and removes the tree file.
  func stop() {
    app.stop()
    xsettings?.stop()
    bus?.stop()
    display.stop()
    for path in [treePath, treePath + ".tmp"] { try? FileManager.default.removeItem(atPath: path) }
  }

  /// The tree file's content now, or nil while there is none (or it cannot be read).
  func readTree() -> WidgetTree? {
    guard let text = try? String(contentsOfFile: treePath, encoding: .utf8) else { return nil }
    return try? WidgetTree(parsing: text)
  }

  /// Waits up to `seconds` for a frame later than the last one seen that satisfies
  /// `condition`; fails with `what`, the last tree and the app's output if none comes, or if
  /// the app ends first.
  @discardableResult
  func waitForTree(
    seconds: Double = 10, _ what: String, _ condition: (WidgetTree) -> Bool
  ) throws -> WidgetTree {
    let deadline = Date().addingTimeInterval(seconds)
    let after = tree.frame
    var last: WidgetTree?
    while Date() < deadline {
      if let current = readTree() {
        last = current
        if current.frame > after && condition(current) {
          tree = current
          return current
        }
      }
      if let status = app.status {
        let message =
          "\(product) exited with status \(status) before \(what)"
          + (last == nil ? " (it wrote no widget tree to TRELLIS_GTK_TREE)" : "")
          + "; its output:\n\(appOutput())"
        throw EndToEndFailure(message)
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    if let last { tree = last }
    let seen = last.map { "the last tree (frame \($0.frame)):\n\($0)" } ?? "no widget tree"
    let message =
      "no frame after frame \(after) showed \(what) within \(seconds) s; \(seen)\n"
      + "the app's output:\n\(appOutput())"
    throw EndToEndFailure(message)
  }

  /// The latest tree once no new frame has come for `quiet` seconds (within `seconds`): the
  /// first frames may be laid out before the window is mapped and its header bar takes its
  /// room, so coordinates read from them may be off by the bar's height.
  func settledTree(quiet: Double = 0.5, seconds: Double = 10) -> WidgetTree {
    let deadline = Date().addingTimeInterval(seconds)
    var last = readTree() ?? tree
    var since = Date()
    while Date() < deadline, Date().timeIntervalSince(since) < quiet {
      Thread.sleep(forTimeInterval: 0.05)
      if let current = readTree(), current.frame != last.frame {
        last = current
        since = Date()
      }
    }
    tree = last
    return last
  }

  /// What the app printed so far.
  func appOutput() -> String {
    (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
  }

  /// The main window's X id: the app's only visible window, or the one titled as the tree's.
  private func findWindow(seconds: Double) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    var candidates: [String] = []
    while Date() < deadline {
      candidates = try xdotool(["search", "--onlyvisible", "--pid", "\(app.pid)"], check: false)
        .split(separator: "\n").map(String.init)
      if candidates.count == 1 { return candidates[0] }
      for candidate in candidates
      where try xdotool(["getwindowname", candidate], check: false) == tree.main.title {
        return candidate
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    let message =
      "no visible X window of \(product) (pid \(app.pid)) titled \"\(tree.main.title)\" "
      + "within \(seconds) s; candidates: \(candidates)"
    throw EndToEndFailure(message)
  }

  /// The app's accessible tree now, read through AT-SPI (the session must have been started
  /// with `accessibility: true`).
  func accessibleTree(seconds: Double = 10) throws -> AccessibleTree {
    let bus = try #require(bus, "the session was started without accessibility")
    return try AccessibilityReader.read(
      pid: app.pid, bus: bus.address, display: display.name, seconds: seconds)
  }

  /// Reads the accessible tree until `condition` holds (GTK updates it after each frame),
  /// for up to `seconds`; fails with `what` and the last tree otherwise.
  @discardableResult
  func waitForAccessibleTree(
    seconds: Double = 10, _ what: String, _ condition: (AccessibleTree) -> Bool
  ) throws -> AccessibleTree {
    let deadline = Date().addingTimeInterval(seconds)
    var last: AccessibleTree?
    repeat {
      let tree = try accessibleTree(seconds: max(1, deadline.timeIntervalSinceNow))
      if condition(tree) { return tree }
      last = tree
      Thread.sleep(forTimeInterval: 0.1)
    } while Date() < deadline
    throw EndToEndFailure(
      "the accessible tree did not show \(what) within \(seconds) s; the last one:\n"
        + "\(last.map(String.init(describing:)) ?? "none")\nthe app's output:\n\(appOutput())")
  }

  /// Runs xdotool on this display; its output without the final newline.
  @discardableResult
  func xdotool(_ arguments: [String], check: Bool = true) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    let result = try ChildProcess.run(["xdotool"] + arguments, environment: environment)
    if check {
      try #require(
        result.status == 0,
        "xdotool \(arguments.joined(separator: " ")) failed: \(result.output)")
    }
    return result.output.trimmingCharacters(in: .newlines)
  }

  // MARK: - Actions

  /// Clicks the centre of `widget` (from the main window's tree, as last read).
  func click(_ widget: WidgetTree.Widget) throws {
    let (x, y) = widget.centre
    try click(x: x, y: y)
  }

  /// Clicks the point `(x, y)` of the main window's content, in the tree's coordinates (they
  /// start below the header bar).
  func click(x: Int, y: Int) throws {
    // From the latest tree: the first frame may be written before the window is mapped.
    let main = (readTree() ?? tree).main
    let origin = (x: Int(main.contentX), y: Int(main.contentY))
    try xdotool([
      "mousemove", "--window", window, "\(x + origin.x)", "\(y + origin.y)", "click", "1",
    ])
  }

  /// Turns the mouse wheel `steps` notches over `widget` (from the main window's tree, as
  /// last read): down, or up when `steps` is negative. The pointer stays there.
  func wheel(_ steps: Int, over widget: WidgetTree.Widget) throws {
    let main = (readTree() ?? tree).main
    let (x, y) = widget.centre
    try xdotool([
      "mousemove", "--window", window, "\(x + Int(main.contentX))", "\(y + Int(main.contentY))",
    ])
    // Wheel buttons go to the window under the pointer, as a person's do.
    try xdotool(["click", "--repeat", "\(abs(steps))", "--delay", "30", steps < 0 ? "4" : "5"])
  }

  /// Types `text` into the focused widget.
  func type(_ text: String) throws {
    try xdotool(["type", "--window", window, "--delay", "20", text])
  }

  /// Presses keys by X name: `Return`, `Tab`, `BackSpace`, `ctrl+a`.
  func key(_ names: String...) throws {
    try xdotool(["key", "--window", window] + names)
  }

  /// Presses keys by X name in whichever window has the keyboard focus (a sheet's window
  /// once it is shown), as a person's keys go.
  func keyInFocusedWindow(_ names: String...) throws {
    try xdotool(["key", "--clearmodifiers"] + names)
  }

  /// Types `text` into whichever window has the keyboard focus (a sheet's window once it is
  /// shown).
  func typeInFocusedWindow(_ text: String) throws {
    try xdotool(["type", "--delay", "20", text])
  }

  /// An X property of the main window as xprop prints it (`WM_CLASS(STRING) = "a", "b"`).
  func windowProperty(_ name: String) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    let result = try ChildProcess.run(["xprop", "-id", window, name], environment: environment)
    try #require(result.status == 0, "xprop failed (apt-get install x11-utils): \(result.output)")
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The main thread's context switches so far (voluntary and not): how often it woke or
  /// was made to yield.
  func mainThreadSwitches() throws -> Int {
    let status = try String(
      contentsOfFile: "/proc/\(app.pid)/task/\(app.pid)/status", encoding: .utf8)
    return status.split(separator: "\n").filter { $0.contains("ctxt_switches") }
      .compactMap {
        $0.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
      }
      .reduce(0, +)
  }

  /// The main thread's processor time so far, in clock ticks (user and system).
  func mainThreadTicks() throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(app.pid)/task/\(app.pid)/stat", encoding: .utf8)
    // The fields after the parenthesised name; utime and stime are the 14th and 15th.
    let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
    return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
  }

  /// Saves a PNG of the main window as `.build/artifacts/<test>-<n>-<step>.png`.
  @discardableResult
  func screenshot(_ step: String) -> String {
    steps += 1
    let name = "\(test)-\(steps)-\(step).png"
    let path = artifactsFolder().appendingPathComponent(name).path
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    // A window that has just been mapped may not be painted yet and reads as all black:
    // take the picture again, briefly, until it shows something.
    for attempt in 0..<20 {
      let result = try? ChildProcess.run(
        ["import", "-window", window, path], environment: environment)
      if result?.status != 0 {
        Issue.record("no screenshot \(name): \(result?.output ?? "import did not run")")
        return path
      }
      let mean = try? ChildProcess.run(["identify", "-format", "%[fx:mean]", path])
      if attempt == 19 || Double(mean?.output.trimmingCharacters(in: .whitespaces) ?? "") != 0 {
        break
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return path
  }

  /// Does `action`, waits for a frame satisfying `condition` (`what` names it in a failure),
  /// and saves a screenshot named `step`; the tree that satisfied it.
  @discardableResult
  func step(
    _ step: String, _ what: String, seconds: Double = 10, action: () throws -> Void,
    until condition: (WidgetTree) -> Bool
  ) throws -> WidgetTree {
    try action()
    defer { screenshot(step) }
    return try waitForTree(seconds: seconds, what, condition)
  }

  /// The main window's widget of `kind` titled `text` in the latest frame, failing with the
  /// tree if there is none.
  func widget(
    _ kind: WidgetTree.Widget.Kind, _ text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> WidgetTree.Widget {
    // From the latest frame: the window's content may have been laid out again since the
    // last step (the header bar takes its room once the window is mapped).
    let latest = readTree() ?? tree
    return try #require(
      latest.main.widget(kind, text), "no \(kind.rawValue) \"\(text)\" in:\n\(latest)",
      sourceLocation: sourceLocation)
  }
}

/// A step that did not happen: what was expected, the last widget tree and the app's output.
struct EndToEndFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
