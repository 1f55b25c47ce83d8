import Foundation
import TrellisUI

/// The code of the article "Drawing in a canvas".
enum DrawingInACanvas {
  struct Gauge: View {
    let fraction: Double
    var body: some View {
      Canvas { context, size in
        let rect = CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4)
        context.stroke(Path(ellipseIn: rect), with: .color(.gray), lineWidth: 4)
        var arc = Path()
        arc.addArc(
          center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
          startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        context.stroke(arc, with: .color(.blue), lineWidth: 4)
        context.draw(
          Text("\(Int(fraction * 100))%"), at: CGPoint(x: rect.midX, y: rect.midY))
      }
      .frame(width: 96, height: 96)
    }
  }

  struct Dial: View {
    @State private var hour = 3
    var body: some View {
      VStack {
        Button("Next hour") { hour = (hour + 1) % 12 }
        Canvas { context, size in
          context.translateBy(x: size.width / 2, y: size.height / 2)
          context.rotate(by: .degrees(Double(hour) * 30))
          context.fill(
            Path(CGRect(x: -2, y: -size.height / 2, width: 4, height: size.height / 2)),
            with: .color(.red))
        }
        .frame(width: 64, height: 64)
      }
    }
  }

  struct Swatches: View {
    var body: some View {
      Canvas { context, size in
        let half = CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)
        context.fill(Path(half), with: .color(.yellow))
        var faded = context
        faded.addFilter(.grayscale(1))
        faded.fill(Path(half.offsetBy(dx: size.width / 2, dy: 0)), with: .color(.orange))
        context.blendMode = .multiply
        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.cyan))
      }
      .frame(width: 120, height: 60)
    }
  }

  struct Card: View {
    var body: some View {
      Canvas { context, size in
        let card = CGRect(x: 8, y: 8, width: size.width - 24, height: size.height - 24)
        var lifted = context
        lifted.addFilter(.shadow(color: .black.opacity(0.4), radius: 4, x: 4, y: 4))
        lifted.fill(Path(roundedRect: card, cornerRadius: 8), with: .color(.white))
        var soft = context
        soft.addFilter(.blur(radius: 2))
        soft.fill(Path(ellipseIn: card.insetBy(dx: 24, dy: 12)), with: .color(.orange))
      }
      .frame(width: 160, height: 96)
    }
  }

  struct Chat: View {
    let messages: [String]
    @State private var draft = ""
    var body: some View {
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(messages, id: \.self) { Text($0) }
        }
      }
      .safeAreaInset(edge: .bottom) {
        TextField("Message", text: $draft)
          .padding(8)
          .background(.bar)
      }
    }
  }

  struct Pages: View {
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 8) {
          ForEach(1...6, id: \.self) { page in
            Text("Page \(page)")
              .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 8)
              .background(.thinMaterial)
          }
        }
      }
    }
  }
}
