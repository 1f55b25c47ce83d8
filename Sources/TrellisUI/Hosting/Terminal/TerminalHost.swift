import Foundation
internal import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a view graph in a real terminal: draws `HostCore`'s screen through a `ScreenWriter`
/// (only what changed), re-lays out on resize, and turns keys and mouse actions into focus
/// moves and control actions. Input is read on a thread of its own and handled on the main
/// queue, so the app's code always runs there.
@MainActor
final class _TerminalHost {
  let core: HostCore
  private let session: TerminalSession
  private var writer: ScreenWriter
  private var drawScheduled = false

  /// Hosts `core` on `session`, which must already have started.
  init(core: HostCore, session: TerminalSession, colorSupport: ColorSupport) {
    self.core = core
    self.session = session
    writer = ScreenWriter(colorSupport: colorSupport)
    core.didRender = { [weak self] in self?.scheduleDraw() }
  }

  /// Takes over the terminal and runs `root` in it with the main run loop, until Ctrl-C.
  static func run<Root: View>(_ root: () -> Root) -> Never {
    let session = TerminalSession()
    do {
      try session.start()
    } catch {
      FileHandle.standardError.write(
        Data(
          "error: cannot take over the terminal (\(error)); is standard input a terminal?\n".utf8))
      exit(EXIT_FAILURE)
    }
    let size = session.size ?? TerminalSize(columns: 80, rows: 24)
    let core = HostCore(root: root(), width: size.columns, height: size.rows)
    let host = _TerminalHost(
      core: core, session: session,
      colorSupport: .detect(environment: ProcessInfo.processInfo.environment))
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
    guard let canvas = core.screen else { return }
    let screen = _CanvasScreen.screen(from: canvas)
    session.write(writer.update(to: screen, cursorPosition: caret))
  }

  /// Where a focused text field's caret is: after its text.
  private var caret: (column: Int, row: Int)? {
    guard let focused = core.focused, let text = focused.fieldText, focused.frame.width >= 3
    else { return nil }
    let shown = focused.kind == .secureField ? text.count : _DisplayWidth.of(text)
    let inner = focused.frame.width - 2
    return (focused.frame.x + 1 + min(shown, inner - 1), focused.frame.y)
  }

  // MARK: Input

  func handle(_ events: [InputEvent]) {
    for event in events {
      switch event {
      case .key(let key): handle(key)
      case .mouse(let mouse): handle(mouse)
      case .paste(let text):
        if let field = core.focused, field.fieldText != nil { try? field.type(text) }
      case .resize(let size):
        writer.invalidate()
        core.resize(width: size.columns, height: size.rows)
      case .focusIn, .focusOut:
        break
      }
    }
    core.update()
  }

  private func handle(_ key: KeyEvent) {
    let focused = core.focused
    switch _TerminalCommand.command(for: key, focused: focused?.kind) {
    case .focusNext: moveFocus(backward: false)
    case .focusPrevious: moveFocus(backward: true)
    case .press: try? focused?.tap()
    case .submit: try? focused?.submit()
    case .insert(let text): try? focused?.type(text)
    case .deleteBackward: try? focused?.deleteBackward()
    case .scroll(let amount):
      let target = focused ?? core.scrollContainers.first
      try? target?.scroll(by: amount)
    case .dismiss: core.frontPresentation?.environment.dismiss()
    case .quit: quit()
    case .ignore: break
    }
  }

  private func moveFocus(backward: Bool) {
    let controls = core.elements.filter(_FocusOrder.isFocusable)
    let current = controls.firstIndex { $0.isFocused }
    guard let index = _FocusOrder.next(count: controls.count, current: current, backward: backward)
    else { return }
    core.focus(controls[index].node)
    controls[index].scrollIntoView()
  }

  private func handle(_ mouse: MouseEvent) {
    let under = core.elements.filter {
      mouse.column >= $0.frame.x && mouse.column < $0.frame.x + $0.frame.width
        && mouse.row >= $0.frame.y && mouse.row < $0.frame.y + $0.frame.height
    }
    // The innermost element under the pointer: the smallest.
    let smallest = under.sorted {
      $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height
    }
    switch mouse.kind {
    case .press(.left):
      guard let control = smallest.first(where: _FocusOrder.isFocusable) else { return }
      core.focus(control.node)
      if control.kind != .textField, control.kind != .secureField { try? control.tap() }
    case .scrollUp, .scrollDown:
      let amount = mouse.kind == .scrollUp ? -3 : 3
      try? smallest.first { $0.scrollContainer() != nil }?.scroll(by: amount)
    default:
      break
    }
  }

  /// Gives the terminal back and ends the process.
  func quit() {
    core.didRender = nil
    session.restore()
    exit(EXIT_SUCCESS)
  }
}
