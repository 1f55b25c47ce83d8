import Foundation
import TrellisUI

/// The code of the article "Gestures, hover and keys".
enum GesturesAndKeys {
  struct DraggableCard: View {
    @State private var position = CGSize.zero
    @GestureState private var drag = CGSize.zero

    var body: some View {
      Text("कार्ड · カード · 🃏")
        .padding()
        .background(Color.yellow)
        .offset(x: position.width + drag.width, y: position.height + drag.height)
        .gesture(
          DragGesture()
            .updating($drag) { value, state, _ in
              state = value.translation
            }
            .onEnded { value in
              position.width += value.translation.width
              position.height += value.translation.height
            })
    }
  }

  struct TapThrough: View {
    @State private var taps = 0

    var body: some View {
      VStack {
        Text("Taps: \(taps)")
        ZStack {
          Color.blue.onTapGesture { taps += 1 }
          Text("Tap anywhere 任意の場所")
            .allowsHitTesting(false)
        }
        .frame(height: 48)
      }
    }
  }

  struct WholeRow: View {
    @State private var opened = 0

    var body: some View {
      VStack {
        Text("Opened: \(opened)")
        HStack {
          Text("Inbox 受信箱")
          Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture { opened += 1 }
      }
    }
  }

  struct HoldToDelete: View {
    @State private var isPressing = false
    @State private var deleted = false

    var body: some View {
      Text(deleted ? "Deleted" : isPressing ? "Keep holding…" : "Hold to delete")
        .onLongPressGesture(minimumDuration: 1) {
          deleted = true
        } onPressingChanged: { pressing in
          isPressing = pressing
        }
    }
  }

  struct PhotoRow: View {
    @State private var log: [String] = []

    var body: some View {
      VStack {
        HStack {
          Text("Photo 写真").onTapGesture { log.append("photo") }
          Button("Share") { log.append("share") }
        }
        .onTapGesture { log.append("row") }
        .simultaneousGesture(TapGesture().onEnded { log.append("any tap") })
        Text(log.joined(separator: ", "))
      }
    }
  }

  struct HoverCard: View {
    @State private var isHovered = false
    @State private var pointer = CGPoint.zero

    var body: some View {
      Text(isHovered ? "Pointer at \(Int(pointer.x)), \(Int(pointer.y))" : "Hover me")
        .onHover { isHovered = $0 }
        .onContinuousHover { phase in
          if case .active(let location) = phase { pointer = location }
        }
    }
  }

  struct Stepper: View {
    @State private var value = 0

    var body: some View {
      Text("Value: \(value)")
        .focusable()
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
          value += press.key == .upArrow ? 1 : -1
          return .handled
        }
        .onKeyPress(characters: .decimalDigits) { press in
          value = Int(press.characters) ?? value
          return .handled
        }
        .onExitCommand { value = 0 }
    }
  }
}
