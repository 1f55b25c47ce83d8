@_spi(TrellisHost) import TrellisTerminalHost
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// One edit of a case: a change to a model made from outside the views (as a network reply
/// or a timer would make it), or an action a person takes on the live graph, found by the
/// label its control shows.
enum FuzzEdit: Hashable {
  /// A change to a list of a model (`.observable` or `.combine` owner).
  case changeList(FuzzRef, FuzzListChange)
  /// `flag.toggle()` on a model.
  case toggleFlag(FuzzRef)
  /// `text = value` on a model.
  case setText(FuzzRef, String)
  /// Taps the control labelled so; an edit button applies `change` to its list.
  case tap(String, change: FuzzListChange?)
  /// Types `text` into the field labelled so (which focuses it).
  case type(String, text: String)
  /// Deletes characters at the end of the field labelled so.
  case deleteBackward(String, count: Int)
  /// Moves focus to the control labelled so.
  case focus(String)
  /// Scrolls the `container`-th scroll container on screen (in reading order) by `amount`.
  case scroll(container: Int, amount: Int)
  /// Tab (Shift-Tab when `backward`): focus to the next control of the window, wherever it is.
  case tab(backward: Bool)
}

/// A step: edits made in one turn of the main loop, followed by one update pass.
typealias FuzzStep = [FuzzEdit]

/// Why the live host and the world disagree outside a screen comparison.
struct FuzzHarnessError: Error, CustomStringConvertible {
  let description: String
}

@MainActor
extension FuzzEdit {
  /// Makes the edit on the live host and the same change to `world`. An action whose control
  /// is not on screen (or refuses it) does nothing, to either. `controls` are those the world
  /// expects before the step.
  func apply(
    live host: ViewHost, models: FuzzModels, world: inout FuzzWorld,
    controls: [String: FuzzControl]
  ) throws {
    switch self {
    case .changeList(let ref, let change):
      models.apply(change, toModelList: ref)
      world.change(Self.modelLocation(ref), change)
    case .toggleFlag(let ref):
      let location = Self.modelLocation(ref)
      let value = !world.flag(location)
      switch ref.owner {
      case .observable: models.observable.flags[ref.index].value = value
      case .combine: models.combine.flags[ref.index] = value
      case .state: preconditionFailure("a @State flag changes through its view")
      }
      world.setFlag(location, value)
    case .setText(let ref, let text):
      switch ref.owner {
      case .observable: models.observable.texts[ref.index].value = text
      case .combine: models.combine.texts[ref.index] = text
      case .state: preconditionFailure("a @State text changes through its view")
      }
      world.setText(Self.modelLocation(ref), text)
    case .tap(let label, let change):
      guard let (element, control) = try Self.find(label, host, controls) else { return }
      switch control.target {
      case .flag(let location):
        try element.tap()
        world.setFlag(location, !world.flag(location))
      case .toggleButton(let location):
        try element.tap()
        world.setFlag(location, !world.flag(location))
      case .editButton(let location):
        models.pendingChange = change
        try element.tap()
        if let change { world.change(location, change) }
      case .text, .title:
        try element.tap()
        world.focus = control.path
      }
    case .type(let label, let text):
      guard let (element, control) = try Self.find(label, host, controls) else { return }
      try element.type(text)
      world.focus = control.path
      world.edit(control.target) { $0 + text }
    case .deleteBackward(let label, let count):
      guard let (element, control) = try Self.find(label, host, controls) else { return }
      try element.deleteBackward(count)
      world.edit(control.target) { String($0.dropLast(count)) }
    case .focus(let label):
      guard let (element, control) = try Self.find(label, host, controls) else { return }
      try element.focus()
      world.focus = control.path
    case .tab(let backward):
      host.core.moveFocus(backward: backward)
      world.focus = Self.nextFocus(after: world.focus, in: controls, backward: backward)
    case .scroll(let index, let amount):
      let containers = host.core.scrollContainers
      guard !containers.isEmpty else { return }
      do {
        try containers[index % containers.count].scroll(by: amount)
      } catch HostElement.ActionError.disabled {
        // A disabled scroll view does not scroll, in the reference either.
      }
    }
  }

  /// The control Tab moves focus to: the next in the focus order after the focused one,
  /// wrapping around; from nothing, the first (the last, backward).
  nonisolated static func nextFocus(
    after focus: String?, in controls: [String: FuzzControl], backward: Bool
  ) -> String? {
    let order = controls.values.sorted { $0.order < $1.order }.map(\.path)
    guard !order.isEmpty else { return focus }
    guard let focus, let index = order.firstIndex(of: focus) else {
      return backward ? order.last : order.first
    }
    let next = (index + (backward ? order.count - 1 : 1)) % order.count
    return order[next]
  }

  nonisolated static func modelLocation(_ ref: FuzzRef) -> FuzzLocation {
    switch ref.owner {
    case .observable: return .observable(ref.index)
    case .combine: return .combine(ref.index)
    case .state: preconditionFailure("not a model's value")
    }
  }

  /// The control labelled `label` on the live screen, and what the world knows of it; `nil`
  /// when it is not on screen.
  private static func find(
    _ label: String, _ host: ViewHost, _ controls: [String: FuzzControl]
  ) throws -> (ViewHost.Element, FuzzControl)? {
    guard let element = host.elements.first(where: { $0.fuzzLabel == label }) else { return nil }
    guard let control = controls[label] else {
      throw FuzzHarnessError(
        description: "the live host shows the control \(label), which the world does not know")
    }
    return (element, control)
  }
}

extension FuzzWorld {
  /// Changes the text a field edits.
  fileprivate mutating func edit(_ target: FuzzControl.Target, _ change: (String) -> String) {
    switch target {
    case .text(let location): setText(location, change(text(location)))
    case .title(let list, let id):
      if let title = title(in: list, id: id) { setTitle(in: list, id: id, change(title)) }
    case .flag, .toggleButton, .editButton: break
    }
  }
}

@MainActor
extension ViewHost.Element {
  /// The label of a fuzz program's control ("t7", "c5.3"): the first word it shows, or a
  /// field's title.
  var fuzzLabel: String? {
    switch kind {
    case .button, .toggle: return text.split(separator: " ").first.map(String.init)
    case .textField, .secureField: return placeholder
    default: return nil
    }
  }
}
