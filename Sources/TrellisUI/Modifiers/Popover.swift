import Foundation

/// Where a popover attaches to the view that presents it.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view: `.rect(.bounds)` (its whole frame, the default) or
  /// `.rect(.rect(r))` (a rectangle in its own coordinates).
  case rect(Anchor<CGRect>.Source)
  /// A point of the view, as a fraction of its size (`.point(.top)`).
  case point(UnitPoint)

  /// The rectangle the popover points at, in window coordinates, for a view laid out at
  /// `frame` (a point is a rectangle of no size).
  func rect(in frame: CGRect) -> CGRect {
    switch self {
    case .rect(let source): return source.resolve(frame, .zero)
    case .point(let unit):
      return CGRect(
        x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height, width: 0,
        height: 0)
    }
  }
}

extension View {
  /// Presents a popover next to this view while `isPresented` is `true`.
  ///
  /// The popover is a bordered panel beside the view, drawn over what is around it, with
  /// the content live inside (its state, bindings and focus; Tab moves within it). It closes
  /// when its content calls the environment's `dismiss` action, when `isPresented` is set
  /// to `false`, or when a person presses Escape or clicks outside it (then `isPresented`
  /// becomes `false`), unless a view inside has `interactiveDismissDisabled()`.
  ///
  /// ```swift
  /// Button("Details") { isShowingDetails = true }
  ///   .popover(isPresented: $isShowingDetails, arrowEdge: .bottom) {
  ///     DetailsView()
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - isPresented: Whether the popover is shown.
  ///   - attachmentAnchor: What of the view the popover points at: its bounds by default.
  ///   - arrowEdge: The edge of the anchor the popover attaches to (`.bottom`: below it),
  ///     where the window has room; `nil` lets the host choose (below, else above).
  ///   - content: The popover's content.
  /// - Returns: A view that can present the popover.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    let attachment = _PopoverAttachment(anchor: attachmentAnchor, arrowEdge: arrowEdge)
    return _PresentingView<Self, _PopoverBox<Content>>(
      content: self,
      presentation: {
        guard isPresented.wrappedValue else { return nil }
        return (AnyHashable(true), _PopoverBox(content: content(), attachment: attachment))
      },
      dismiss: { isPresented.wrappedValue = false },
      onDismiss: nil, popover: attachment)
  }

  /// Presents a popover for `item` while it is not `nil`, built by `content` from the item.
  ///
  /// A different item (by `id`) replaces the popover with one built afresh (new state).
  /// Inside, the environment's `dismiss` action sets `item` to `nil`, as Escape and a click
  /// outside do.
  ///
  /// - Parameters:
  ///   - item: The item to present, or `nil` for none.
  ///   - attachmentAnchor: What of the view the popover points at: its bounds by default.
  ///   - arrowEdge: The edge of the anchor the popover attaches to, where there is room.
  ///   - content: Builds the popover's content for the item.
  /// - Returns: A view that can present the popover.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let attachment = _PopoverAttachment(anchor: attachmentAnchor, arrowEdge: arrowEdge)
    return _PresentingView<Self, _PopoverBox<Content>>(
      content: self,
      presentation: {
        item.wrappedValue.map {
          (AnyHashable($0.id), _PopoverBox(content: content($0), attachment: attachment))
        }
      },
      dismiss: { item.wrappedValue = nil },
      onDismiss: nil, popover: attachment)
  }
}

/// Where a popover goes: what of its presenter it points at, and on which side.
struct _PopoverAttachment {
  let anchor: PopoverAttachmentAnchor
  let arrowEdge: Edge?
}

/// Marks the box of a presented popover, so hosts can tell it from a sheet's.
protocol _PopoverMarker {
  var attachment: _PopoverAttachment { get }
}

/// The panel a popover's content is drawn in: a border around the content at its own width
/// (as an alert's), placed beside its presenter rather than centred.
struct _PopoverBox<Content: View>: View, _PopoverMarker {
  typealias Body = Never
  let content: Content
  let attachment: _PopoverAttachment
}

extension _PopoverBox: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_PresentationBoxLayout(fillsWidth: false))
  }
}

extension View {
  /// Asks for a presentation (a popover, a sheet) to be shown another way when the window
  /// is compact. Accepted for portability: a popover stays a popover in every host here
  /// (a terminal or a desktop window is never compact in Apple's sense).
  ///
  /// - Parameter adaptation: How Apple's compact platforms would show it.
  /// - Returns: The view, unchanged.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }

  /// Asks for a presentation to be shown another way in compact widths and heights.
  /// Accepted for portability: a popover stays a popover here.
  ///
  /// - Parameters:
  ///   - horizontalAdaptation: How it would adapt in a compact width.
  ///   - verticalAdaptation: How it would adapt in a compact height.
  /// - Returns: The view, unchanged.
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> some View {
    self
  }
}

/// How a presentation adapts where a platform's size class is compact
/// (`presentationCompactAdaptation(_:)`).
public struct PresentationAdaptation: Sendable, Equatable {
  private let kind: Int

  /// The platform's own choice.
  public static let automatic = PresentationAdaptation(kind: 0)
  /// No adaptation: the presentation as asked for.
  public static let none = PresentationAdaptation(kind: 1)
  /// As a popover.
  public static let popover = PresentationAdaptation(kind: 2)
  /// As a sheet.
  public static let sheet = PresentationAdaptation(kind: 3)
  /// As a full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(kind: 4)
}
