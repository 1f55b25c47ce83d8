@_spi(TrellisHost) import TrellisUI

/// The native widget an element is shown with; its raw value is the kind written to the
/// widget-tree file.
enum WidgetKind: String {
  case label, button, check, `switch`, entry, password, scale, separator, list, custom
  /// A searchable view's search field: a GtkSearchEntry (HostedWidget+Search.swift).
  case searchEntry = "searchentry"
  /// A system symbol: a `GtkImage` of the icon theme's symbolic icon.
  case image
  /// A shape or a colour used as a view: a `GtkDrawingArea` that draws its paths with cairo.
  case drawing
  /// An image from resources: a `GtkDrawingArea` that draws its file, loaded as a
  /// GdkTexture, with cairo, scaled to its frame and cut to its clip shapes.
  case picture
  /// A toggle drawn as a button (`.toggleStyle(.button)`): a GtkToggleButton.
  case toggleButton = "togglebutton"
  /// A stepper: a spin button, or − and + buttons (written `spin` in the tree file).
  case stepper = "spin"
  /// A vertical text field or a text editor: a GtkTextView in a GtkScrolledWindow.
  case textView = "textview"
  /// A picker in the menu look: its title and a GtkDropDown of its options.
  case dropDown = "dropdown"
  /// A segmented picker: its title and linked GtkToggleButtons, one per option.
  case segmented
  /// An inline or radio-group picker: its title and GtkCheckButtons grouped as radios.
  case radioGroup = "radios"
  /// A progress view's bar: a GtkProgressBar, pulsing while indeterminate.
  case progressBar = "progressbar"
  /// An indeterminate circular progress view: a GtkSpinner.
  case spinner
  /// A gauge's bar: a GtkLevelBar.
  case levelBar = "levelbar"
  /// A determinate circular progress view or a circular gauge: a ring drawn with cairo in a
  /// GtkDrawingArea that reads as a progress bar or a meter.
  case ring
  /// A tab view's bar: a GtkStackSwitcher of its tabs (HostedWidget+TabBar.swift).
  case tabBar = "tabbar"
  /// A disclosure group's or collapsible section's header: a GtkExpander showing its title
  /// (the content is laid out under it by widgets of its own).
  case expander
  /// A group box's box: a GtkFrame behind its content, under its title (whose widgets are
  /// its own), named by the title for assistive technologies.
  case frame
  /// A menu's button: a GtkMenuButton whose GtkPopoverMenu shows the menu's items.
  case menuButton = "menubutton"
  /// A menu with a primary action: a GtkButton that runs it, linked with a GtkMenuButton.
  case splitMenuButton = "splitmenubutton"
  /// A navigation split view's columns side by side: nested GtkPaneds behind the columns'
  /// widgets (HostedWidget+Paned.swift).
  case paned
  /// A date picker in the graphical style: its title over a GtkCalendar (and the time's
  /// spin buttons), HostedWidget+DatePicker.swift.
  case calendar
  /// A compact date picker: its title and a GtkMenuButton showing the date, whose GtkPopover
  /// holds a GtkCalendar (and the time's spin buttons).
  case dateButton = "datebutton"
  /// A date picker in the field style: its title and a GtkEntry read in the locale.
  case dateEntry = "dateentry"
  /// A multi-date picker: its title over a GtkCalendar whose marked days are the chosen ones
  /// (HostedWidget+MultiCalendar.swift).
  case multiCalendar = "multicalendar"
  /// A colour picker's well: a GtkColorButton showing the colour (HostedWidget+ColorButton);
  /// the picker's label is laid out before it by widgets of its own.
  case colorButton = "colorbutton"

  /// Whether the widget shows a progress view's or gauge's indicator, placed at its frame
  /// (the labels around it are widgets of their own).
  var isIndicator: Bool {
    switch self {
    case .progressBar, .spinner, .levelBar, .ring: return true
    default: return false
    }
  }

  /// The widget that shows `items`, what `element`'s view shows in this frame; `nil` for
  /// views that show nothing of their own (stacks, padding), for the texts and symbols
  /// inside a control's label, which the control shows itself, and for a navigation stack's
  /// back button, which the header bar stands for. A representable's widget is the app's
  /// own, found by its element; a scroll container's is its scroll region.
  /// Toolbar items have none in the content (`inToolbar` false): the window's chrome shows
  /// them, and asks with `inToolbar` for the widget of an item it shows as a hosted widget
  /// (HeaderBar+Toolbar.swift).
  @MainActor init?(
    _ element: HostElement, items: ArraySlice<_DisplayItem>, inToolbar: Bool = false
  ) {
    if element.isInsideControl || element.isNavigationBackButton { return nil }
    if (element.toolbarPlacement != nil) != inToolbar { return nil }
    // A search field's suggestions are shown in its entry's popover (HostedWidget+Search.swift).
    if element.isSearchSuggestion { return nil }
    if element.hostedView != nil {
      self = .custom
      return
    }
    if let look = element.datePickerNativeLook {
      self = WidgetKind(look)
      return
    }
    // The host's metrics give both: their views' layout leaves room for these widgets.
    if element.isMultiDatePicker {
      self = .multiCalendar
      return
    }
    if element.isColorWell {
      self = .colorButton
      return
    }
    if element.isNavigationSplitView {
      // One column at a time (a narrow window, or the detail alone) needs no panes.
      guard items.count > 0 else { return nil }
      self = .paned
      return
    }
    guard let item = items.first else { return nil }
    switch item.content {
    case .control(let control):
      guard let kind = Self(control, attributes: item.attributes, element: element) else {
        return nil
      }
      self = kind
    case .text: self = .label
    case .separator: self = .separator
    case .symbol: self = .image
    case .shape: self = .drawing
    case .bitmap: self = .picture
    case .groupBox: self = .frame
    // A scroll view's or list's first item: its scrolled window.
    case .scrollRegion: self = .list
    case .title, .scrollIndicator, .panel, .focus, .rowGroup, .selectedRow, .rowBackground,
      .contentShape:
      return nil
    }
  }

  /// The widget of a control's item.
  @MainActor private init?(
    _ control: _ControlItem, attributes: _DisplayAttributes, element: HostElement
  ) {
    switch control.kind {
    case .button, .styledButton, .navigationLink: self = .button
    case .toggle: self = attributes.isSwitch ? .switch : .check
    case .toggleButton: self = .toggleButton
    case .stepper: self = .stepper
    // The item shows a secure field's text as bullets; the entry hides the characters.
    case .textField:
      self =
        element.kind == .secureField ? .password : element.isSearchField ? .searchEntry : .entry
    case .textArea: self = .textView
    case .slider: self = .scale
    case .picker(let picker):
      switch picker.look {
      case .segmented: self = .segmented
      case .inline: self = .radioGroup
      case .menu: self = .dropDown
      }
    case .progress(let progress):
      self = progress.isLinear ? .progressBar : progress.fraction == nil ? .spinner : .ring
    case .gauge(let gauge): self = gauge.look.isCircular ? .ring : .levelBar
    case .tabBar: self = .tabBar
    case .disclosure: self = .expander
    case .menu(let menu): self = menu.hasPrimaryAction ? .splitMenuButton : .menuButton
    // The host's own popover shows an open menu; the list drawn in the content is never
    // opened here.
    case .menuList: return nil
    }
  }

  /// Whether a control of this kind is a person's way to act (and so its element takes
  /// focus). A representable's widget may take GTK's focus, but has no element to focus.
  var isControl: Bool {
    switch self {
    case .button, .check, .switch, .toggleButton, .entry, .password, .searchEntry, .scale,
      .stepper, .textView, .dropDown, .segmented, .radioGroup, .tabBar, .expander, .menuButton,
      .splitMenuButton:
      return true
    case .label, .separator, .list, .custom, .image, .drawing, .picture, .progressBar,
      .spinner, .levelBar, .ring, .frame, .paned, .calendar, .dateButton, .dateEntry,
      .multiCalendar, .colorButton:
      return false
    }
  }

  /// Whether a toolbar item of this kind is shown in the header bar or action bar by the
  /// same hosted widget as in the content: the controls and indicators (the chrome shows
  /// buttons and texts its own way; drawings, lists and the other containers have no place
  /// there).
  var isShownInToolbar: Bool {
    switch self {
    case .check, .switch, .toggleButton, .entry, .password, .searchEntry, .scale, .stepper,
      .dropDown, .segmented, .radioGroup, .progressBar, .spinner, .levelBar, .ring, .menuButton,
      .splitMenuButton, .dateButton, .dateEntry:
      return true
    // (A colour well and a multi-date calendar in a toolbar are not shown there yet.)
    case .label, .button, .separator, .list, .custom, .image, .drawing, .picture, .textView,
      .tabBar, .expander, .frame, .paned, .calendar, .multiCalendar, .colorButton:
      return false
    }
  }

  /// Whether the widget shows what its element's display items do not (a representable's
  /// own view, a list's scroll bar, a secure field's characters behind its bullets, a group
  /// box's title), and so is brought up to date every frame.
  var updatesEveryFrame: Bool {
    switch self {
    // A group box's frame is named by its title's text, which its box's item does not carry;
    // a split view's panes by their columns' titles, which its dividers' items do not carry.
    // A search entry's popover lists the suggestions, other elements than its own.
    // A date picker's widgets show its element's date and title (it has no items); so do a
    // multi-date picker's and a colour well's, their days and colour.
    case .custom, .list, .password, .frame, .paned, .searchEntry, .calendar, .dateButton,
      .dateEntry, .multiCalendar, .colorButton:
      return true
    case .label, .button, .check, .switch, .toggleButton, .entry, .separator, .image, .drawing,
      .picture,
      .textView, .progressBar, .spinner, .levelBar, .ring, .tabBar, .expander, .stepper, .scale,
      .dropDown, .segmented, .radioGroup, .menuButton, .splitMenuButton:
      return false
    }
  }
}

extension WidgetKind {
  /// Whether the widget takes its view's layout direction: a control GTK draws differently
  /// right to left (a track from the right, text from the right, segments and tabs in
  /// reverse). Labels, drawings, images and containers are laid out by the core, which has
  /// already mirrored them.
  var followsLayoutDirection: Bool {
    switch self {
    case .scale, .progressBar, .levelBar, .entry, .password, .searchEntry, .textView, .stepper,
      .switch, .segmented, .radioGroup, .tabBar, .dropDown, .calendar, .multiCalendar,
      .dateEntry:
      return true
    default:
      return false
    }
  }
}
