import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// What a person does to a widget, passed on to its element's action; then the host runs
/// the update it caused at once.
extension HostedWidget {
  func connectSignals() {
    let instance = UnsafeMutableRawPointer(control)
    switch kind {
    case .button:
      connect(instance, "clicked", Self.onClicked, context)
      connectPressing()
    case .check:
      connect(instance, "toggled", Self.onToggled, context)
    case .toggleButton:
      connect(instance, "toggled", Self.onButtonToggled, context)
    case .switch:
      connect(instance, "notify::active", Self.onSwitched, context)
    case .entry, .password:
      connect(instance, "changed", Self.onChanged, context)
      connect(instance, "activate", Self.onActivate, context)
    case .searchEntry:
      connect(instance, "changed", Self.onChanged, context)
      connect(instance, "activate", Self.onActivate, context)
      connectSearchSignals()
    case .scale:
      connect(instance, "value-changed", Self.onValueChanged, context)
    case .paned:
      connectPanedSignals()
    case .stepper where isSpinButton:
      connect(instance, "value-changed", Self.onSpun, context)
    case .stepper:
      for button in stepperButtons {
        connect(UnsafeMutableRawPointer(button), "clicked", Self.onStep, context)
      }
    case .textView:
      connectTextViewSignals()
    case .dropDown:
      connect(instance, "notify::selected", Self.onDropDownSelected, context)
    case .segmented, .radioGroup:
      // Each button is connected as it is made (HostedWidget+Picker.swift).
      break
    case .label:
      connect(instance, "activate-link", Self.onActivateLink, context)
    case .progressBar:
      // It pulses only while on screen (HostedWidget+Progress.swift).
      connect(UnsafeMutableRawPointer(widget), "map", Self.onMappedChange, context)
      connect(UnsafeMutableRawPointer(widget), "unmap", Self.onMappedChange, context)
    case .tabBar:
      if let stack = tabStack {
        connect(
          UnsafeMutableRawPointer(stack), "notify::visible-child", Self.onTabSwitched, context)
        extraSignalSources = [UnsafeMutableRawPointer(stack)]
      }
    case .expander:
      connect(instance, "notify::expanded", Self.onExpanded, context)
    case .menuButton:
      // Its items' actions are connected as the model is made (HostedWidget+Menu.swift).
      break
    case .splitMenuButton:
      if let primary = primaryActionButton {
        connect(UnsafeMutableRawPointer(primary), "clicked", Self.onClicked, context)
        extraSignalSources = [UnsafeMutableRawPointer(primary)]
      }
    case .separator, .custom, .list, .image, .drawing, .picture, .spinner, .levelBar, .ring,
      .frame:
      break
    case .calendar, .dateButton, .dateEntry, .multiCalendar:
      // Connected as they are built (HostedWidget+DatePicker.swift,
      // HostedWidget+MultiCalendar.swift).
      break
    case .colorButton:
      connectColorButton()
    }
  }

  /// Runs `action` on the element of the widget whose context is `context`; an action the
  /// element refuses (it went away, or a sheet covers it) changes nothing.
  static func perform(
    _ context: UnsafeMutableRawPointer?, _ action: (HostedWidget) throws -> Void
  ) {
    let hosted: HostedWidget = object(from: context)
    MainActor.assumeIsolated {
      try? action(hosted)
      // The widget shows what the person did, which its element may refuse (a constant
      // binding, a model that trims): the next render brings it back to the element's,
      // whether or not its items changed.
      hosted.needsUpdate = true
      hosted.window.host?.runPendingUpdate()
      hosted.window.host?.requestRender()
    }
  }

  /// A click on a link in a label: its URL goes to the environment's `openURL` where the
  /// text is. Handled either way, so GTK does not also open it itself.
  private static let onActivateLink: LinkSignalHandler = { _, uri, context in
    if let uri, let url = URL(string: String(cString: uri)) {
      perform(context) { try $0.element.openLink(url) }
    }
    return 1
  }

  private static let onExpanded: NotifyHandler = { _, _, context in
    perform(context) { hosted in
      let isExpanded = gtk_expander_get_expanded(gtkOpaque(hosted.control)) != 0
      if hosted.element.isExpanded != isExpanded { try hosted.element.setExpanded(isExpanded) }
    }
  }

  private static let onClicked: SignalHandler = { _, context in
    perform(context) { try $0.element.tap() }
  }

  private static let onToggled: SignalHandler = { _, context in
    perform(context) { hosted in
      let isOn = gtk_check_button_get_active(gtkCast(hosted.control)) != 0
      if hosted.element.isOn != isOn { try hosted.element.toggle() }
    }
  }

  private static let onButtonToggled: SignalHandler = { _, context in
    perform(context) { hosted in
      let isOn = gtk_toggle_button_get_active(gtkCast(hosted.control)) != 0
      if hosted.element.isOn != isOn { try hosted.element.toggle() }
    }
  }

  private static let onSwitched: NotifyHandler = { _, _, context in
    perform(context) { hosted in
      let isOn = gtk_switch_get_active(gtkOpaque(hosted.control)) != 0
      if hosted.element.isOn != isOn { try hosted.element.toggle() }
    }
  }

  /// Typing in a field scrolled out of view (its widget parked) also brings it back into
  /// view, as a text field scrolls to its caret on Apple's platforms and in GTK.
  private static let onChanged: SignalHandler = { _, context in
    perform(context) { hosted in
      let text = hosted.entryText
      if hosted.element.fieldText != text { try hosted.element.setText(text) }
      if hosted.isParked { hosted.element.scrollIntoView() }
    }
  }

  private static let onActivate: SignalHandler = { _, context in
    perform(context) { try $0.element.submit() }
  }

  private static let onValueChanged: SignalHandler = { _, context in
    perform(context) { hosted in
      let value = gtk_range_get_value(gtkCast(hosted.control))
      if hosted.element.sliderValue != value { try hosted.element.setValue(value) }
    }
  }

  private static let onStep: SignalHandler = { button, context in
    perform(context) { hosted in
      let isIncrement = button == UnsafeMutableRawPointer(hosted.control)
      try isIncrement ? hosted.element.increment() : hosted.element.decrement()
    }
  }
}
