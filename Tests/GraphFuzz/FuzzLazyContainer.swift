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
        ForEach(nodes.indices, id: \.self) { index in FuzzView(node: nodes[index], context: context)
        }
      }
    case .sections(let sections):
      return Sections(container: self, sections: sections, context: context).build()
    case .group(let ref, let row):
      return context.forEach(number: number, ref, row, Grouped(container: self))
    case .modifiedRows(let ref, let row, let modifier):
      let isOn = modifier.ownReads.first.map { context.flag($0.0) } ?? false
      return context.forEach(
        number: number, ref, row, Modified(container: self, modifier: modifier, isOn: isOn))
    case .nested(let outer, let inner):
      return wrap {
        ForEach(context.rowItems(outer)) { first in
          ForEach(context.rowItems(inner)) { second in Text("\(first.title)/\(second.title)") }
        }
      }
    }
  }

  private struct Grouped: FuzzRowsConsumer {
    let container: FuzzLazyContainer
    func callAsFunction<R: View>(_ rows: R) -> AnyView { container.wrap { Group { rows } } }
  }

  private struct Modified: FuzzRowsConsumer {
    let container: FuzzLazyContainer
    let modifier: FuzzModifier
    let isOn: Bool
    func callAsFunction<R: View>(_ rows: R) -> AnyView {
      switch modifier {
      case .environment: return container.wrap { rows.environment(\.fuzzFlag, isOn) }
      default: return container.wrap { rows.bold(isOn) }
      }
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
  ///
  /// The consumers are never specialised: for every combination of the sections' row types
  /// (8 x 8 x 8) the optimiser would make a copy, which took a release build of the harness
  /// from 20 seconds to two minutes, for no speed a run could notice.
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

    /// Whether any section has a footer: then each is written
    /// `Section { rows } header: { Text(title) } footer: { if let footer { Text(footer) } }`,
    /// else `Section(title) { rows }`.
    var hasFooters: Bool { sections.contains { $0.footer != nil } }

    func titled<R: View>(_ index: Int, _ rows: R) -> some View {
      Section(sections[index].title) { rows }
    }

    func footed<R: View>(_ index: Int, _ rows: R) -> some View {
      let section = sections[index]
      return Section {
        rows
      } header: {
        Text(section.title)
      } footer: {
        if let footer = section.footer { Text(footer) }
      }
    }

    struct First: FuzzRowsConsumer {
      let sections: Sections
      @_semantics("optimize.sil.specialize.generic.never") func callAsFunction<R1: View>(
        _ first: R1
      ) -> AnyView {
        guard sections.sections.count > 1 else {
          if sections.hasFooters { return sections.container.wrap { sections.footed(0, first) } }
          return sections.container.wrap { sections.titled(0, first) }
        }
        return sections.rows(at: 1, then: Second(sections: sections, first: first))
      }
    }

    struct Second<R1: View>: FuzzRowsConsumer {
      let sections: Sections
      let first: R1
      @_semantics("optimize.sil.specialize.generic.never") func callAsFunction<R2: View>(
        _ second: R2
      ) -> AnyView {
        guard sections.sections.count > 2 else {
          if sections.hasFooters {
            return sections.container.wrap {
              sections.footed(0, first)
              sections.footed(1, second)
            }
          }
          return sections.container.wrap {
            sections.titled(0, first)
            sections.titled(1, second)
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
      @_semantics("optimize.sil.specialize.generic.never") func callAsFunction<R3: View>(
        _ third: R3
      ) -> AnyView {
        if sections.hasFooters {
          return sections.container.wrap {
            sections.footed(0, first)
            sections.footed(1, second)
            sections.footed(2, third)
          }
        }
        return sections.container.wrap {
          sections.titled(0, first)
          sections.titled(1, second)
          sections.titled(2, third)
        }
      }
    }
  }
}
