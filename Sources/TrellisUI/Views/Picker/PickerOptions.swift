import Foundation

/// One option of a picker: the view its content built for it, and the tag it stands for.
@MainActor
struct _PickerOption {
  let node: _ViewNode
  /// Its `tag(_:)`, else the id of the `ForEach` element it was built for.
  let tag: _TypedTag?
  /// What it shows, as a host draws it in a menu, a segment or a radio button.
  var text: String { node.textContent }
}

/// A picker's options and selection, resolved against each other for one frame.
@MainActor
struct _PickerResolution {
  let options: [_PickerOption]
  /// The options whose tags match a value of the selection, in order: one, none (nothing
  /// matches), or several (sources whose values differ).
  let selected: [Int]
  let isMixed: Bool
}

/// What a picker keeps between frames in its node: whether its menu is open in a host that
/// draws the menu itself (the terminal), which option the keyboard is on, and whether it has
/// warned about a selection without a tag.
@MainActor
final class _PickerState {
  /// The option the keyboard is on while the menu is open; `nil` while it is closed.
  var highlighted: Int?
  var hasWarnedOfMissingTag = false
}

extension _ViewNode {
  /// The picker's options: the views its content (its second child) builds, looking through
  /// `ForEach`, `Group` and views of the app's own down to each option's own view (a text, a
  /// label, a stack). An option's tag is its `tag(_:)`, else its `ForEach` element's id.
  var pickerOptions: [_PickerOption] {
    guard children.count > 1 else { return [] }
    var options: [_PickerOption] = []
    Self.collectOptions(children[1], implicitTag: nil, into: &options)
    return options
  }

  /// The tag of the first option this view builds, found as a picker finds its options'
  /// tags (a selecting list's row reads its tag this way).
  var singleOptionTag: _TypedTag? {
    var options: [_PickerOption] = []
    Self.collectOptions(self, implicitTag: nil, into: &options)
    return options.first?.tag
  }

  private static func collectOptions(
    _ node: _ViewNode, implicitTag: _TypedTag?, into options: inout [_PickerOption]
  ) {
    var implicitTag = implicitTag
    if node.view is any _ForEachRowMarker, case .explicit(let id) = node.id {
      implicitTag = _TypedTag(value: id, type: type(of: id.base), includeOptional: true)
    }
    if let tagged = node.view as? any _TagProviding {
      options.append(_PickerOption(node: node, tag: tagged._typedTag))
    } else if node.joinsParentLayout {
      for child in node.children {
        collectOptions(child, implicitTag: implicitTag, into: &options)
      }
    } else {
      options.append(_PickerOption(node: node, tag: implicitTag))
    }
  }

  /// The picker's state, made the first time it is asked for.
  var pickerState: _PickerState { modifierState { _PickerState() }.state }

  /// Matches the picker's options with `selection`. A selection that is not `nil` and that
  /// no option's tag matches leaves nothing selected, and warns once for this picker, as
  /// Apple's pickers log.
  func resolvePicker(_ selection: _PickerSelection) -> _PickerResolution {
    let options = pickerOptions
    let values = selection.values
    var selected: [Int] = []
    var matched = Set<AnyHashable>()
    for (index, option) in options.enumerated() {
      guard let tag = option.tag, selection.accepts(tag), values.contains(tag.value)
      else { continue }
      selected.append(index)
      matched.insert(tag.value)
    }
    let state = pickerState
    if !state.hasWarnedOfMissingTag,
      let missing = values.first(where: {
        !matched.contains($0) && !($0.base is any _OptionalValue)
      })
    {
      state.hasWarnedOfMissingTag = true
      _RuntimeWarnings.pickerSelectionWithoutTag(missing)
    }
    return _PickerResolution(
      options: options, selected: selected, isMixed: Set(values).count > 1)
  }
}
