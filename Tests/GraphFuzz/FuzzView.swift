import TrellisUI

/// A program's root view over one host's models.
struct FuzzRoot: View {
  let program: FuzzProgram
  let models: FuzzModels

  var body: some View {
    FuzzView(node: program.root, context: FuzzContext(models: models))
  }
}

/// Interprets one node of a program as the SwiftUI code it describes. A node that reads the
/// `ObservableObject` model goes through `FuzzCombineObserver`, which holds the model as
/// `@ObservedObject`, as a view model's views do; the others read `@Observable` objects and
/// `@State` bindings, which track themselves.
struct FuzzView: View {
  let node: FuzzNode
  let context: FuzzContext

  var body: some View {
    if node.readsCombineModel {
      FuzzCombineObserver(model: context.models.combine, node: node, context: context)
    } else {
      FuzzContent(node: node, context: context).body
    }
  }
}

/// A node that reads the `ObservableObject` model: it updates on every change of it.
struct FuzzCombineObserver: View {
  @ObservedObject var model: FuzzCombineModel
  let node: FuzzNode
  let context: FuzzContext

  var body: some View { FuzzContent(node: node, context: context).body }
}

/// The SwiftUI code of one node (not a view itself: the body of `FuzzView` or of
/// `FuzzCombineObserver`).
@MainActor
struct FuzzContent {
  let node: FuzzNode
  let context: FuzzContext

  private func label(_ prefix: String) -> String { context.place.label(prefix, node.number) }

  @ViewBuilder var body: some View {
    switch node.kind {
    case .text(let text):
      Text(text)
    case .flagText(let ref):
      if case .state = ref.owner {
        FuzzBoundFlagText(label: label("x"), isOn: context.flagBinding(ref))
      } else {
        Text("\(label("x")) \(context.flag(ref) ? "on" : "off")")
      }
    case .valueText(let ref):
      Text("\(label("v")) «\(context.text(ref))»")
    case .countText(let ref):
      Text("\(label("n")): \(context.count(ref))")
    case .itemTitle:
      Text(context.item?.title ?? "(no item)")
    case .environmentText:
      FuzzEnvironmentText(label: label("env"))
    case .toggle(let ref):
      if case .state = ref.owner {
        FuzzBoundToggle(label: label("t"), isOn: context.flagBinding(ref))
      } else {
        Toggle(label("t"), isOn: context.flagBinding(ref))
      }
    case .field(let ref):
      TextField(label("f"), text: context.textBinding(ref))
    case .button(let action):
      Button(label("b")) { [context] in context.perform(action) }
    case .stack(.vertical, let children):
      VStack(alignment: .leading) { childViews(children) }
    case .stack(.horizontal, let children):
      HStack { childViews(children) }
    case .section(let title, let children):
      Section(title) { childViews(children) }
    case .conditional(let ref, let then, let otherwise):
      if context.flag(ref) {
        FuzzView(node: then, context: context)
      } else if let otherwise {
        FuzzView(node: otherwise, context: context)
      }
    case .forEach(let ref, let row):
      context.forEach(number: node.number, ref, row, FuzzBareRows())
    case .list(let content):
      FuzzLazyContainer.list.body(number: node.number, content, context: context)
    case .lazyStack(let content):
      FuzzLazyContainer.lazyStack.body(number: node.number, content, context: context)
    case .scrollStack(let children):
      ScrollView {
        VStack(alignment: .leading) { childViews(children) }
      }
    case .stateScope(let values, let child):
      FuzzStateScope(number: node.number, values: values, child: child, context: context)
    case .modified(let modifier, let child):
      modified(modifier, child)
    }
  }

  private func childViews(_ nodes: [FuzzNode]) -> some View {
    ForEach(nodes.indices, id: \.self) { index in
      FuzzView(node: nodes[index], context: context)
    }
  }

  @ViewBuilder private func modified(_ modifier: FuzzModifier, _ child: FuzzNode) -> some View {
    switch modifier {
    case .padding:
      FuzzView(node: child, context: context).padding()
    case .bold(let ref):
      FuzzView(node: child, context: context).bold(context.flag(ref))
    case .id(let ref):
      let value = context.flag(ref)
      FuzzView(node: child, context: context.withID(value)).id(value)
    case .disabled(let ref):
      FuzzView(node: child, context: context).disabled(context.flag(ref))
    case .environment(let ref):
      FuzzView(node: child, context: context).environment(\.fuzzFlag, context.flag(ref))
    }
  }
}

extension FuzzContext {
  fileprivate func withID(_ value: Bool) -> FuzzContext {
    var context = self
    context.place = place.withID(value)
    return context
  }
}

/// A view owning `@State` (flags, lists, texts) and handing bindings to it down to `child`.
/// Its first values are the program's, or, in a reference render, the values the world
/// expects now.
struct FuzzStateScope: View {
  let number: Int
  let child: FuzzNode
  let context: FuzzContext
  @State private var flags: [Bool]
  @State private var lists: [[FuzzItem]]
  @State private var texts: [String]
  @State private var chain = FuzzScopeChain()

  init(number: Int, values: FuzzValues, child: FuzzNode, context: FuzzContext) {
    self.number = number
    self.child = child
    self.context = context
    let first = context.models.seeds.scopes[context.place.path(number)] ?? values
    _flags = State(initialValue: first.flags)
    _lists = State(initialValue: first.lists)
    _texts = State(initialValue: first.texts)
  }

  var body: some View {
    chain.number = number
    chain.flags = $flags
    chain.lists = $lists
    chain.texts = $texts
    chain.parent = context.scopes
    var inner = context
    inner.scopes = chain
    return FuzzView(node: child, context: inner)
  }
}
