import Foundation
internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a view graph in a real terminal: draws `HostCore`'s screen through `TerminalFrames`
/// (only what changed), re-lays out on resize, and turns keys and mouse actions into focus
/// moves and control actions. Input is read on a thread of its own and handled on the main
/// queue, so the app's code always runs there.
@MainActor
final class _TerminalHost {
  private(set) var core: HostCore
  private let session: TerminalSession
  private let colorSupport: ColorSupport
  private var frames: TerminalFrames
  private var drawScheduled = false
  /// Whether the terminal reports the mouse's moves with no button held: only while a view
  /// has a hover action (`onHover`, `onContinuousHover`), since each move is an event.
  private var reportsMotion = false
  /// Turns events into actions; one for the session, so that a double click's presses,
  /// read apart, are counted together.
  private lazy var input = _TerminalInput(core: core)
  /// An app's windows, one shown at a time; `nil` for a preview's one view.
  private var windows: _TerminalWindows?

  /// Hosts `core` on `session`, which must already have started.
  init(core: HostCore, session: TerminalSession, colorSupport: ColorSupport) {
    self.core = core
    self.session = session
    self.colorSupport = colorSupport
    frames = TerminalFrames(core: core, colorSupport: colorSupport)
    core.didRender = { [weak self] in self?.scheduleDraw() }
    // The terminal has no file chooser of its own: file panels are a sheet of views.
    core.presentsFileBrowser = true
  }

  /// Shows another window's core: at the terminal's size, drawn whole, taking the keys, its
  /// title in the terminal's title bar.
  private func show(_ next: HostCore) {
    guard next !== core else { return }
    let cells = core.cellSize
    core.didRender = nil
    core.isActive = false
    core = next
    input = _TerminalInput(core: next)
    frames = TerminalFrames(core: next, colorSupport: colorSupport)
    if next.cellSize != cells { next.resize(width: cells.width, height: cells.height) }
    next.presentsFileBrowser = true
    next.isActive = true
    next.didRender = { [weak self] in self?.scheduleDraw() }
    showTitle()
    scheduleDraw()
  }

  /// Puts the shown window's title in the terminal's title bar (OSC 2), for a person to
  /// see which window F6 brought.
  private func showTitle() {
    guard windows != nil else { return }
    let title = (core.windowTitle ?? "").filter { !$0.isASCII || $0.asciiValue! >= 0x20 }
    session.write(Array("\u{1B}]2;\(title)\u{7}".utf8))
  }

  /// Takes over the terminal and runs the core `launch` makes in it with the main run loop,
  /// until Ctrl-C.
  static func run(_ launch: AppHosts.Launch) -> Never {
    let session = TerminalSession()
    do {
      try session.start()
    } catch {
      FileHandle.standardError.write(
        Data(
          "error: cannot take over the terminal (\(error)); is standard input a terminal?\n".utf8))
      exit(EXIT_FAILURE)
    }
    // Asked before anything is drawn, and before the reader starts (it gets any keys typed
    // meanwhile).
    let widths = session.measureWidths()
    let background = session.queryBackgroundColor()
    let size = session.size ?? TerminalSize(columns: 80, rows: 24)
    let scheme = _TerminalAppearance.colorScheme(
      background: background, environment: ProcessInfo.processInfo.environment)
    let makeMeasurer = {
      let measurer = _TerminalMeasurer()
      measurer.widths = widths
      return measurer
    }
    let colorSupport = ColorSupport.detect(environment: ProcessInfo.processInfo.environment)
    let host: _TerminalHost
    if let makeApp = launch.makeApp {
      let app = makeApp()
      let windows = _TerminalWindows(app: app) { window in
        app.makeCore(
          for: window, width: size.columns, height: size.rows, colorScheme: scheme,
          measurer: makeMeasurer())
      }
      let first =
        windows.front
        ?? HostCore(root: EmptyView(), width: size.columns, height: size.rows)
      host = _TerminalHost(core: first, session: session, colorSupport: colorSupport)
      host.windows = windows
      windows.didSwitch = { [weak host] core in host?.show(core) }
      windows.didCloseLast = { [weak host] in host?.quit() }
      host.showTitle()
    } else {
      let core = launch.makeCore(
        size: HostCore.size(columns: size.columns, rows: size.rows), colorScheme: scheme,
        measurer: makeMeasurer(), renderer: _TerminalCanvas())
      host = _TerminalHost(core: core, session: session, colorSupport: colorSupport)
    }
    host.draw()
    host.startReading()
    // A far-off timer keeps the run loop alive; the main queue, timers and run-loop
    // schedulers are served while it runs.
    RunLoop.main.add(Timer(timeInterval: 1_000_000, repeats: true) { _ in }, forMode: .default)
    while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
  }

  private func startReading() {
    let session = self.session
    let thread = Thread { [weak self] in
      var reader = session.makeReader()
      while let events = reader.next(timeoutMilliseconds: -1) {
        guard !events.isEmpty else { continue }
        DispatchQueue.main.async { self?.handle(events) }
      }
      // The input closed: nothing more can reach the app.
      DispatchQueue.main.async { self?.quit() }
    }
    thread.name = "TrellisUI terminal input"
    thread.start()
  }

  // MARK: Drawing

  private func scheduleDraw() {
    guard !drawScheduled else { return }
    drawScheduled = true
    DispatchQueue.main.async { [weak self] in self?.draw() }
  }

  /// Sends the terminal what changed since the last frame.
  func draw() {
    drawScheduled = false
    var bytes = frames.nextFrame()
    if core.wantsHover != reportsMotion {
      reportsMotion = core.wantsHover
      bytes += reportsMotion ? TerminalModes.enableMotion : TerminalModes.disableMotion
    }
    if !bytes.isEmpty { session.write(bytes) }
  }

  // MARK: Input

  func handle(_ events: [InputEvent]) {
    for event in events {
      // The window keys come before the views' (F6, Ctrl-F4, F2: see _TerminalWindows).
      if case .key(let key) = event, let windows, windows.handle(key) { continue }
      switch input.handle(event) {
      case .none: break
      case .redrawAll:
        frames.invalidate()
        scheduleDraw()  // also when nothing changed that would lay out again (a resume)
      case .quit: quit()
      case .suspend:
        // The app sees the background phase (and may save its work) before it stops.
        core.scenePhase = .background
        core.update()
        // Returns at once; the reader reports the resume that follows `fg`.
        session.suspend()
      }
      // What one key or click registered is one action to undo, even in a batch of input.
      core.closeUndoEventGroup()
    }
    core.update()
  }

  /// Gives the terminal back and ends the process.
  func quit() {
    core.didRender = nil
    session.restore()
    exit(EXIT_SUCCESS)
  }
}
