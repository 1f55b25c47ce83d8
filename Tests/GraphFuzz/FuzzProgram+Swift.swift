/// A case written as the SwiftUI code and test steps it stands for, so that a person can turn
/// a failure into a regression test. Models are written `model.flag0`, `model.list1` (the
/// `@Observable` model: each flag and item an object of its own) and `vm.flag0` (the
/// `ObservableObject` view model, held as `@ObservedObject`); a `stateScope` is a view with
/// `@State` whose children get `$flag0`... as bindings.
extension FuzzCase {
  var swiftDescription: String {
    var out = ["// @Observable model: " + program.observable.swiftValues]
    out.append("// ObservableObject vm: " + program.combine.swiftValues)
    out += program.root.swiftLines(indent: 0)
    out.append("// Steps (each one turn of the main loop, then an update pass):")
    for (index, step) in steps.enumerated() {
      out.append("// \(index + 1). " + step.map(\.swiftDescription).joined(separator: "; "))
    }
    return out.joined(separator: "\n")
  }
}

extension FuzzValues {
  var swiftValues: String {
    var parts: [String] = []
    for (index, flag) in flags.enumerated() { parts.append("flag\(index) = \(flag)") }
    for (index, list) in lists.enumerated() { parts.append("list\(index) = \(list.swiftItems)") }
    for (index, text) in texts.enumerated() { parts.append("text\(index) = \"\(text)\"") }
    return parts.isEmpty ? "(nothing)" : parts.joined(separator: ", ")
  }
}

extension Array where Element == FuzzItem {
  var swiftItems: String { "[" + map { "\($0.id): \"\($0.title)\"" }.joined(separator: ", ") + "]" }
}

extension FuzzRef {
  func swift(_ kind: String) -> String {
    switch owner {
    case .observable: return "model.\(kind)\(index)"
    case .combine: return "vm.\(kind)\(index)"
    case .state(let scope): return "scope\(scope).\(kind)\(index)"
    }
  }
}

extension FuzzNode {
  func swiftLines(indent: Int) -> [String] {
    let pad = String(repeating: "  ", count: indent)
    func block(_ head: String, _ children: [FuzzNode], tail: String = "}") -> [String] {
      [pad + head + " {"] + children.flatMap { $0.swiftLines(indent: indent + 1) } + [pad + tail]
    }
    let n = number
    switch kind {
    case .text(let text): return [pad + "Text(\"\(text)\")"]
    case .flagText(let ref):
      return [pad + "Text(\"x\(n) \\(\(ref.swift("flag")) ? \"on\" : \"off\")\")"]
    case .valueText(let ref): return [pad + "Text(\"v\(n) «\\(\(ref.swift("text")))»\")"]
    case .countText(let ref): return [pad + "Text(\"n\(n): \\(\(ref.swift("list")).count)\")"]
    case .itemTitle: return [pad + "Text(item.title)"]
    case .environmentText: return [pad + "EnvText(\"env\(n)\")  // @Environment(\\.fuzzFlag)"]
    case .toggle(let ref): return [pad + "Toggle(\"t\(n)…\", isOn: $\(ref.swift("flag")))"]
    case .field(let ref): return [pad + "TextField(\"f\(n)…\", text: $\(ref.swift("text")))"]
    case .button(.toggle(let ref)):
      return [pad + "Button(\"b\(n)…\") { \(ref.swift("flag")).toggle() }"]
    case .button(.edit(let ref)):
      return [pad + "Button(\"b\(n)…\") { change(&\(ref.swift("list"))) }"]
    case .stack(.vertical, let children): return block("VStack(alignment: .leading)", children)
    case .stack(.horizontal, let children): return block("HStack", children)
    case .section(let title, let children): return block("Section(\"\(title)\")", children)
    case .scrollStack(let children):
      return [pad + "ScrollView {"]
        + block("  VStack(alignment: .leading)", children)
        .map { "  " + $0 } + [pad + "}"]
    case .conditional(let ref, let then, let otherwise):
      var lines = block("if \(ref.swift("flag"))", [then])
      if let otherwise {
        lines.removeLast()
        lines += [pad + "} else {"] + otherwise.swiftLines(indent: indent + 1) + [pad + "}"]
      }
      return lines
    case .forEach(let ref, let row):
      return row.swiftLines(over: ref, number: n, indent: indent)
    case .list(let content):
      return [pad + "List {"] + content.swiftLines(number: n, indent: indent + 1) + [pad + "}"]
    case .lazyStack(let content):
      return [pad + "ScrollView { LazyVStack(alignment: .leading) {"]
        + content.swiftLines(number: n, indent: indent + 1) + [pad + "} }"]
    case .stateScope(let values, let child):
      return [pad + "Scope\(n) {  // @State \(values.swiftValues); bindings handed down"]
        + child.swiftLines(indent: indent + 1) + [pad + "}"]
    case .modified(let modifier, let child):
      var lines = child.swiftLines(indent: indent)
      let suffix = modifier.swift
      lines.append(pad + suffix)
      return lines
    }
  }
}

extension FuzzRow {
  func swiftLines(over ref: FuzzRef, number: Int, indent: Int) -> [String] {
    let pad = String(repeating: "  ", count: indent)
    let items = ref.swift("list")
    switch self {
    case .title: return [pad + "ForEach(\(items)) { item in Text(item.title) }"]
    case .titleWith(let flag):
      return [
        pad
          + "ForEach(\(items)) { item in Text(\"\\(item.title) \\(\(flag.swift("flag")) ? \"+\" : \"-\")\") }"
      ]
    case .rowView:
      return [
        pad + "ForEach(\(items)) { item in ItemRow(item: item) }  // Text(\"· \\(item.title)\")"
      ]
    case .checkRow:
      return [
        pad
          + "ForEach(\(items)) { item in CheckRow(item: item) }  // @State isOn; Toggle(\"c\(number)….\\(item.id) \\(item.title)\")"
      ]
    case .fieldRow:
      return [
        pad
          + "ForEach($\(items)) { $item in TextField(\"e\(number)….\\(item.id)\", text: $item.title) }"
      ]
    case .subtree(let node):
      return [pad + "ForEach(\(items)) { item in"] + node.swiftLines(indent: indent + 1) + [
        pad + "}"
      ]
    }
  }
}

extension FuzzLazyContent {
  func swiftLines(number: Int, indent: Int) -> [String] {
    let pad = String(repeating: "  ", count: indent)
    switch self {
    case .rows(let ref, let row):
      return row.swiftLines(over: ref, number: number, indent: indent)
    case .sections(let sections):
      return sections.flatMap { section -> [String] in
        var head = pad + "Section(\"\(section.title)\")"
        if let footer = section.footer { head += " /* footer: Text(\"\(footer)\") */" }
        let rows = section.row.swiftLines(
          over: section.list, number: section.number, indent: indent + 1)
        return [head + " {"] + rows + [pad + "}"]
      }
    case .mixed(let lead, let ref, let row, let trail):
      return lead.swiftLines(indent: indent)
        + row.swiftLines(over: ref, number: number, indent: indent)
        + trail.swiftLines(indent: indent)
    case .views(let nodes):
      return nodes.flatMap { $0.swiftLines(indent: indent) }
    case .group(let ref, let row):
      return [pad + "Group {"] + row.swiftLines(over: ref, number: number, indent: indent + 1)
        + [pad + "}"]
    case .modifiedRows(let ref, let row, let modifier):
      return row.swiftLines(over: ref, number: number, indent: indent) + [pad + modifier.swift]
    case .nested(let outer, let inner):
      return [
        pad + "ForEach(\(outer.swift("list"))) { o in ForEach(\(inner.swift("list"))) { i in "
          + "Text(\"\\(o.title)/\\(i.title)\") } }"
      ]
    }
  }
}

extension FuzzEdit {
  var swiftDescription: String {
    switch self {
    case .changeList(let ref, let change): return change.swift(on: ref.swift("list"))
    case .toggleFlag(let ref): return "\(ref.swift("flag")).toggle()"
    case .setText(let ref, let text): return "\(ref.swift("text")) = \"\(text)\""
    case .tap(let label, let change?):
      return "try host.button(\"\(label)\").tap()  // applying \(change.swift(on: "the list"))"
    case .tap(let label, nil): return "tap \"\(label)\""
    case .type(let label, let text): return "try host.textField(\"\(label)\").type(\"\(text)\")"
    case .deleteBackward(let label, let count):
      return "try host.textField(\"\(label)\").deleteBackward(\(count))"
    case .focus(let label): return "focus \"\(label)\""
    case .tab(let backward): return backward ? "Shift-Tab" : "Tab"
    case .scroll(let container, let amount):
      return "scroll container #\(container) (in reading order) by \(amount)"
    }
  }
}

extension FuzzListChange {
  func swift(on list: String) -> String {
    switch self {
    case .insert(let index, let item):
      return "\(list).insert(\(item.id): \"\(item.title)\", at: min(\(index), count))"
    case .remove(let index): return "\(list).remove(at: \(index) % count)"
    case .move(let from, let to):
      return "\(list).move(from: \(from) % count, to: min(\(to), count - 1))"
    case .rename(let index, let title): return "\(list)[\(index) % count].title = \"\(title)\""
    }
  }
}

extension FuzzModifier {
  var swift: String {
    switch self {
    case .padding: return ".padding()"
    case .bold(let ref): return ".bold(\(ref.swift("flag")))"
    case .id(let ref): return ".id(\(ref.swift("flag")))"
    case .disabled(let ref): return ".disabled(\(ref.swift("flag")))"
    case .environment(let ref): return ".environment(\\.fuzzFlag, \(ref.swift("flag")))"
    }
  }
}
