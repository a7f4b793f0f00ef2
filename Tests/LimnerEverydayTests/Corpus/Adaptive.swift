import Foundation
import Limner

// Everyday SwiftUI views: container-relative corners, attributed text and adaptive layouts.

struct TileWidget: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                ContainerRelativeShape().fill(.orange)
                ContainerRelativeShape().fill(.green)
            }
            ContainerRelativeShape().fill(.blue)
        }
        .padding(8)
        .frame(width: 160, height: 160)
        .background(.white, in: ContainerRelativeShape())
        .containerShape(RoundedRectangle(cornerRadius: 24))
    }
}

struct PriceTag: View {
    var price: AttributedString {
        var old = AttributedString("$49")
        old.strikethroughStyle = .single
        old.foregroundColor = .gray
        var new = AttributedString(" $29")
        new.font = .title.bold()
        new.foregroundColor = .red
        var badge = AttributedString(" SALE ")
        badge.backgroundColor = .yellow
        badge.font = .caption.bold()
        return old + new + badge
    }

    var body: some View {
        Text(price)
            .padding(12)
            .background(.white)
    }
}

struct AdaptiveButtons: View {
    var compact: Bool
    var body: some View {
        let layout = compact ? AnyLayout(VStackLayout(spacing: 6)) : AnyLayout(HStackLayout(spacing: 6))
        layout {
            Text("Save").frame(width: 80, height: 30).background(.blue, in: .rect(cornerRadius: 6))
            Text("Cancel").frame(width: 80, height: 30).background(.gray, in: .rect(cornerRadius: 6))
        }
        .foregroundStyle(.white)
        .padding(10)
        .background(.white)
    }
}
