import Dispatch
@_spi(TrellisHost) import TrellisTerminalHost
@_spi(TrellisHost) import TrellisUI

/// Hosts a view, or an app's window, headlessly, and lets a test act on the LIVE view graph
/// as a person would: find controls by what they show, tap, type, toggle, and read the
/// screen. State (`@State`, `@StateObject`), focus and identity behave exactly as in the
/// terminal host, because it is the same graph.
///
/// ```swift
/// let host = ViewHost(LabelListView(), width: 80, height: 24)
/// try host.button("Add label").tap()
/// await host.nextUpdate()
/// #expect(host.text.contains("Rows: 3"))
/// ```
@MainActor
public final class ViewHost {
  /// The host core under this view host, for tests that read what a person sees beyond the
  /// text (cell styles, the caret, the scroll containers), such as the graph's fuzz test.
  /// For a hosted app, the core of its front window: it changes as windows open, close and
  /// come forward.
  @_spi(Testing) public private(set) var core: HostCore
  /// The cores of a hosted app's windows; `nil` for a hosted view.
  var appWindows: _AppWindowCores?

  /// Hosts `view` in a screen of `width` x `height` cells.
  public init<Root: View>(_ view: Root, width: Int = 80, height: Int = 24) {
    core = HostCore(root: view, width: width, height: height)
  }

  /// Hosts `app`: its first window opens, in front (see ``windows``); each window opened
  /// later is a screen of the same size.
  public init<A: App>(app: A, width: Int = 80, height: Int = 24) {
    let windows = _AppWindowCores(app: HostApp(app: app), width: width, height: height)
    core = windows.front
    appWindows = windows
    windows.didSwitch = { [weak self] core in self?.core = core }
  }

  // MARK: Updates

  /// Applies pending changes now: runs the update pass that the main loop would run next. A
  /// `Progress` object a `ProgressView` shows that changed since it was read counts as a
  /// pending change (the main loop reads them about ten times a second).
  public func update() { core.update() }

  /// Waits until the main loop has run the next update pass (or returns at once if nothing
  /// is pending).
  public func nextUpdate() async {
    // Let the main queue run what was already sent to it (changes published from other
    // threads hop there), then wait until no update pass is pending.
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
    while core.hasPendingUpdates { await Task.yield() }
  }

  /// The time that text showing running dates reads as now (`Text(date, style: .timer)`,
  /// `.relative`, `.offset`, `Text(timerInterval:)`): the system's until a test sets it.
  /// Setting it draws the screen again as it reads at that time, so a test moves time
  /// forward without sleeping.
  ///
  /// ```swift
  /// host.currentDate = start.addingTimeInterval(90)
  /// #expect(host.contains(text: "3:30"))
  /// ```
  public var currentDate: Date {
    get { core.pinnedDate ?? Date() }
    set { core.pinnedDate = newValue }
  }

  /// How many update passes ran; each turn of the main loop with changes runs one.
  public var updatePasses: Int { core.updatePassCount }

  /// How many times the `body` of views of `type` was evaluated.
  public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
    core.bodyEvaluations(of: type)
  }

  /// How many view nodes are alive in the graph.
  public var liveNodeCount: Int { core.nodeCount }

  /// Changes the screen size and lays out again.
  public func resize(width: Int, height: Int) {
    core.resize(width: width, height: height)
    guard let appWindows else { return }
    appWindows.size = (width, height)
    for other in appWindows.cores.values where other !== core {
      other.resize(width: width, height: height)
    }
  }

  /// Removes the hosted view: every node, subscription and piece of state is released.
  public func close() {
    if let appWindows { appWindows.closeAll() } else { core.close() }
  }

  // MARK: Reading the screen

  /// The laid-out screen as plain text, one line per row, trailing spaces removed.
  public var text: String { core.text }

  /// Every view on screen, in reading order.
  ///
  /// While a sheet or an alert is presented, only the views in the frontmost one: what is
  /// behind it cannot be found (the `find` methods below search these elements), and an
  /// element found before the presentation refuses actions with an error saying so. The
  /// screen's ``text`` still shows what the presentation leaves visible.
  public var elements: [Element] { core.elements.map(Element.init) }

  /// The control with keyboard focus.
  public var focusedElement: Element? { core.focused.map(Element.init) }

  // MARK: Finding

  /// Views whose shown text (a `Text`, a button title, a toggle label) equals `text`.
  public func all(text: String) -> [Element] {
    elements.filter { $0.text == text && $0.typeName == "Text" }
  }

  /// The `Text` showing exactly `text`.
  public func text(_ text: String) throws -> Element {
    try only(all(text: text), "a Text showing \"\(text)\"")
  }

  /// Whether some view shows `text` exactly.
  public func contains(text: String) -> Bool { !all(text: text).isEmpty }

  /// The button titled `title`; throws if there is none, or several.
  public func button(_ title: String) throws -> Element {
    try only(controls(.button, title: title), "a button titled \"\(title)\"")
  }

  /// The toggle labelled `label`.
  public func toggle(_ label: String) throws -> Element {
    try only(controls(.toggle, title: label), "a toggle labelled \"\(label)\"")
  }

  /// All toggles labelled `label`, in reading order.
  public func toggles(_ label: String) -> [Element] { controls(.toggle, title: label) }

  /// The text field whose title or placeholder is `title` (a field with a `prompt` shows
  /// the prompt, and is still found by its title).
  public func textField(_ title: String) throws -> Element {
    try only(textFields(title), "a text field titled \"\(title)\"")
  }

  /// All text fields titled `title` (or showing it as their placeholder), in reading order.
  public func textFields(_ title: String) -> [Element] {
    elements.filter {
      ($0.kind == .textField || $0.kind == .secureField)
        && ($0.placeholder == title || $0.base.fieldTitle == title)
    }
  }

  /// The picker labelled `label` (the text of its label view).
  public func picker(_ label: String) throws -> Element {
    try only(controls(.picker, title: label), "a picker labelled \"\(label)\"")
  }

  /// All pickers labelled `label`, in reading order.
  public func pickers(_ label: String) -> [Element] { controls(.picker, title: label) }

  /// The progress view labelled `label` (the text of its label view; for one that follows a
  /// `Progress` object, its description).
  public func progressView(_ label: String) throws -> Element {
    try only(
      elements.filter { $0.kind == .progressView && $0.label == label },
      "a progress view labelled \"\(label)\"")
  }

  /// The only progress view on screen, or the one at `index` in reading order.
  public func progressView(at index: Int = 0) throws -> Element {
    try nth(.progressView, index, "a progress view")
  }

  /// The gauge labelled `label` (the text of its label view).
  public func gauge(_ label: String) throws -> Element {
    try only(
      elements.filter { $0.kind == .gauge && $0.label == label }, "a gauge labelled \"\(label)\"")
  }

  /// The only gauge on screen, or the one at `index` in reading order.
  public func gauge(at index: Int = 0) throws -> Element { try nth(.gauge, index, "a gauge") }

  private func nth(_ kind: Element.Kind, _ index: Int, _ what: String) throws -> Element {
    let found = elements.filter { $0.kind == kind }
    guard found.indices.contains(index) else {
      throw ViewHostError.notFound("\(what) at index \(index)")
    }
    return found[index]
  }

  /// The only tab view on screen, or the one at `index` in reading order (a tab view inside
  /// another's selected tab comes after it). Its tabs, selection and bar are read and
  /// driven through the element (see `Element.tabs`).
  public func tabView(at index: Int = 0) throws -> Element {
    let found = core.tabViews.map(Element.init)
    guard found.indices.contains(index) else {
      throw ViewHostError.notFound("a tab view at index \(index)")
    }
    return found[index]
  }

  /// The only list that selects rows (`List(selection:)`) on screen, or the one at `index`
  /// in reading order. Its rows are found with `Element.row(_:)` and selected through
  /// them.
  public func list(at index: Int = 0) throws -> Element { try nth(.list, index, "a list") }

  /// The only slider on screen, or the one at `index` in reading order.
  public func slider(at index: Int = 0) throws -> Element {
    let sliders = elements.filter { $0.kind == .slider }
    guard sliders.indices.contains(index) else {
      throw ViewHostError.notFound("a slider at index \(index)")
    }
    return sliders[index]
  }

  /// The only slider whose label reads `label` (a hidden label still names it).
  public func slider(_ label: String) throws -> Element {
    let found = elements.filter { $0.kind == .slider && $0.text == label }
    guard found.count == 1 else {
      if found.isEmpty { throw ViewHostError.notFound("a slider labelled \"\(label)\"") }
      throw ViewHostError.ambiguous("a slider labelled \"\(label)\"", count: found.count)
    }
    return found[0]
  }

  /// The view whose explicit identity (`.id(_:)` or `ForEach` id) is `id`.
  public func element<ID: Hashable>(id: ID) throws -> Element {
    try only(
      elements.filter { $0.explicitID == AnyHashable(id) }.prefix(1).map { $0 },
      "a view with id \(id)")
  }

  /// Views of the given type on screen.
  public func all<V: View>(_ type: V.Type) -> [Element] {
    elements.filter { $0.viewType == type }
  }

  private func controls(_ kind: Element.Kind, title: String) -> [Element] {
    elements.filter { $0.kind == kind && $0.text == title }
  }

  func only(_ found: [Element], _ what: String) throws -> Element {
    guard let first = found.first else { throw ViewHostError.notFound(what) }
    guard found.count == 1 else { throw ViewHostError.ambiguous(what, count: found.count) }
    return first
  }
}

/// Why a `ViewHost` query or action failed.
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
  /// No view on screen matches the query, described in the associated text.
  case notFound(String)
  /// More than one view, `count` of them, matches a query that expects one.
  case ambiguous(String, count: Int)
  /// The control is disabled, so it refused the action.
  case disabled(String)
  /// The action does not apply to this kind of view, such as typing into a button; the
  /// associated text is the whole message.
  case notApplicable(String)
  /// The view left the view graph after it was found.
  case gone(String)

  /// A sentence describing the failure, for test output.
  public var description: String {
    switch self {
    case .notFound(let what): return "Nothing on screen is \(what)"
    case .ambiguous(let what, let count): return "\(count) views match \(what); be more specific"
    case .disabled(let what): return "\(what) is disabled"
    case .notApplicable(let what): return what
    case .gone(let what): return "\(what) is no longer in the view graph"
    }
  }
}
