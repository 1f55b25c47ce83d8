import TrellisUI

/// The lazy containers of the grammar: `List { … }` and
/// `ScrollView { LazyVStack(alignment: .leading) { … } }`, each holding one of the shapes of
/// `FuzzLazyContent` directly.
enum FuzzLazyContainer {
  case list
  case lazyStack

  @MainActor
  func wrap<Content: View>(@ViewBuilder _ content: () -> Content) -> AnyView {
    switch self {
    case .list: return AnyView(List { content() })
    case .lazyStack: return AnyView(ScrollView { LazyVStack(alignment: .leading) { content() } })
    }
  }

  @MainActor
  func body(number: Int, _ content: FuzzLazyContent, context: FuzzContext) -> AnyView {
    switch content {
    case .rows(let ref, let row):
      return context.forEach(number: number, ref, row, Rows(container: self))
    case .mixed(let lead, let ref, let row, let trail):
      return context.forEach(
        number: number, ref, row,
        Mixed(
          container: self, lead: FuzzView(node: lead, context: context),
          trail: FuzzView(node: trail, context: context)))
    case .views(let nodes):
      return wrap {
        ForEach(nodes.indices, id: \.self) { index in FuzzView(node: nodes[index], context: context) }
      }
    case .sections(let sections):
      return Sections(container: self, sections: sections, context: context).build()
    }
  }

  private struct Rows: FuzzRowsConsumer {
    let container: FuzzLazyContainer
    func callAsFunction<R: View>(_ rows: R) -> AnyView { container.wrap { rows } }
  }

  private struct Mixed: FuzzRowsConsumer {
    let container: FuzzLazyContainer
    let lead: FuzzView
    let trail: FuzzView
    func callAsFunction<R: View>(_ rows: R) -> AnyView {
      container.wrap {
        lead
        rows
        trail
      }
    }
  }

  /// One to three sections, each `Section("Title") { ForEach(items) { row } }`, side by side
  /// in the container: each section's `ForEach` is built in turn and carried to the next.
  @MainActor
  private struct Sections {
    let container: FuzzLazyContainer
    let sections: [FuzzLazySection]
    let context: FuzzContext

    func build() -> AnyView {
      let first = sections[0]
      return context.forEach(number: first.number, first.list, first.row, First(sections: self))
    }

    fileprivate func rows<R: FuzzRowsConsumer>(at index: Int, then consumer: R) -> AnyView {
      let section = sections[index]
      return context.forEach(number: section.number, section.list, section.row, consumer)
    }

    struct First: FuzzRowsConsumer {
      let sections: Sections
      func callAsFunction<R1: View>(_ first: R1) -> AnyView {
        let titles = sections.sections.map(\.title)
        guard titles.count > 1 else {
          return sections.container.wrap { Section(titles[0]) { first } }
        }
        return sections.rows(at: 1, then: Second(sections: sections, first: first))
      }
    }

    struct Second<R1: View>: FuzzRowsConsumer {
      let sections: Sections
      let first: R1
      func callAsFunction<R2: View>(_ second: R2) -> AnyView {
        let titles = sections.sections.map(\.title)
        guard titles.count > 2 else {
          return sections.container.wrap {
            Section(titles[0]) { first }
            Section(titles[1]) { second }
          }
        }
        return sections.rows(
          at: 2, then: Third(sections: sections, first: first, second: second))
      }
    }

    struct Third<R1: View, R2: View>: FuzzRowsConsumer {
      let sections: Sections
      let first: R1
      let second: R2
      func callAsFunction<R3: View>(_ third: R3) -> AnyView {
        let titles = sections.sections.map(\.title)
        return sections.container.wrap {
          Section(titles[0]) { first }
          Section(titles[1]) { second }
          Section(titles[2]) { third }
        }
      }
    }
  }
}
