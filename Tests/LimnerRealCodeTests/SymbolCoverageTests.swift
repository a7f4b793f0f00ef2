import Foundation
import Testing
import Limner

// How many of the SF Symbols names public SwiftUI code uses draw an icon here.
//
// The sample: 26 searches of public Swift code (the index behind the search tool's
// `find_string`): 22 for a first letter of `Image(systemName: "…` (every letter but j, v,
// y, z) and 4 of `systemImage: "…` (a, c, p, s), each answering ten excerpts of a few
// hundred characters. Every name in those excerpts was counted, the one matched and its
// neighbours: 329 uses of 213 names. The index answers at most ten hits a
// string and no counts, so the most used 1 000 names cannot be ranked from it; the figure
// is coverage of this sample (docs/RealSwiftUIFiles.md says the same).

/// Uses of each name in the sample.
let sampledSymbolUses: [String: Int] = [
    "trash": 8, "magnifyingglass": 6, "arrow.clockwise": 5, "info.circle": 5, "underline": 5, "heart.fill": 4,
    "house": 4, "note.text": 4, "plus": 4, "questionmark.circle": 4, "xmark": 4, "xmark.circle.fill": 4, "book": 3,
    "calendar": 3, "doc.on.doc": 3, "ellipsis": 3, "exclamationmark.triangle.fill": 3, "gearshape": 3,
    "gearshape.fill": 3, "heart": 3, "key.fill": 3, "keyboard": 3, "line.3.horizontal.decrease.circle": 3,
    "opticaldisc": 3, "photo": 3, "umbrella.fill": 3, "arrow.counterclockwise": 2, "arrow.down.circle.fill": 2,
    "arrow.uturn.backward": 2, "bell.fill": 2, "book.fill": 2, "chart.bar.fill": 2, "checkmark": 2,
    "checkmark.circle.fill": 2, "chevron.left": 2, "clock": 2, "clock.arrow.circlepath": 2, "doc.text": 2,
    "ellipsis.circle": 2, "exclamationmark.triangle": 2, "film": 2, "forward.fill": 2, "g.circle.fill": 2, "gear": 2,
    "globe": 2, "house.fill": 2, "info.circle.fill": 2, "key": 2, "location.fill": 2, "map": 2, "newspaper.fill": 2,
    "opticaldisc.fill": 2, "option": 2, "oval": 2, "pencil": 2, "person": 2, "person.fill": 2, "play.fill": 2,
    "safari": 2, "sparkle": 2, "square.and.pencil": 2, "star.fill": 2, "text.alignleft": 2, "tray": 2, "waveform": 2,
    "waveform.circle.fill": 2, "wifi.exclamationmark": 2, "wrench.and.screwdriver": 2, "x.circle.fill": 2,
    "airplane.departure": 1, "arrow.forward": 1, "arrow.left": 1, "arrow.left.arrow.right": 1, "arrow.right": 1,
    "arrow.right.circle": 1, "arrow.right.circle.fill": 1, "arrow.turn.up.left": 1, "arrow.up": 1,
    "arrow.up.circle.fill": 1, "arrow.up.right": 1, "arrow.up.square.fill": 1, "arrow.uturn.backward.circle.fill": 1,
    "arrowtriangle.down.fill": 1, "arrowtriangle.left.and.line.vertical.and.arrowtriangle.right": 1,
    "backward.end.fill": 1, "backward.fill": 1, "bold": 1, "bolt.circle": 1, "bolt.horizontal.circle": 1,
    "book.and.wrench": 1, "bookmark": 1, "brain.head.profile": 1, "bubble.fill": 1, "bubble.right": 1,
    "building.columns.fill": 1, "calendar.badge.clock": 1, "camera": 1, "camera.fill": 1, "checkmark.square": 1,
    "chevron.down": 1, "circle": 1, "circle.dotted": 1, "circle.fill": 1, "circlebadge": 1, "command": 1,
    "creditcard": 1, "crown.fill": 1, "delete.left.fill": 1, "doc.on.clipboard": 1, "doc.on.clipboard.fill": 1,
    "doc.questionmark.fill": 1, "doc.richtext": 1, "doc.viewfinder": 1, "dollarsign.circle.fill": 1,
    "dot.radiowaves.left.and.right": 1, "dumbbell": 1, "figure.arms.open": 1, "figure.run.circle.fill": 1, "flag": 1,
    "flag.fill": 1, "flame": 1, "folder": 1, "hand.point.up.left.fill": 1, "hand.thumbsdown.fill": 1,
    "heart.circle.fill": 1, "heart.slash": 1, "icloud": 1, "iphone": 1, "iphone.and.arrow.forward": 1, "italic": 1,
    "key.radiowaves.forward.fill": 1, "keyboard.fill": 1, "leaf": 1, "line.3.horizontal": 1,
    "line.3.horizontal.decrease": 1, "line.diagonal": 1, "link": 1, "list.bullet": 1, "list.bullet.clipboard.fill": 1,
    "list.bullet.rectangle": 1, "list.dash": 1, "lock": 1, "m.circle.fill": 1, "map.fill": 1, "mic.fill": 1,
    "minus": 1, "minus.circle": 1, "moon.stars.fill": 1, "network": 1, "network.slash": 1, "nosign": 1, "number": 1,
    "octagon.fill": 1, "paperplane": 1, "pause.circle.fill": 1, "pause.fill": 1, "person.2": 1, "person.badge.key": 1,
    "person.badge.plus": 1, "person.crop.circle": 1, "person.crop.circle.fill": 1, "person.text.rectangle": 1,
    "photo.on.rectangle": 1, "photo.stack": 1, "play.circle.fill": 1, "plus.magnifyingglass": 1,
    "point.3.connected.trianglepath.dotted": 1, "popcorn.fill": 1, "qrcode": 1, "questionmark": 1,
    "questionmark.app.dashed": 1, "questionmark.square": 1, "quote.bubble.fill": 1, "quote.opening": 1,
    "radar.fill": 1, "radio": 1, "rectangle.3.group": 1, "rectangle.and.pencil.and.ellipsis": 1,
    "rectangle.compress.vertical": 1, "rectangle.on.rectangle.angled": 1, "rectangle.portrait.and.arrow.right": 1,
    "rectangle.portrait.on.rectangle.portrait.angled.fill": 1, "rectangle.stack.fill": 1, "repeat": 1, "repeat.1": 1,
    "ruler.fill": 1, "server.rack": 1, "shield.fill": 1, "shuffle": 1, "sidebar.left": 1,
    "sparkle.magnifyingglass": 1, "sparkles": 1, "speaker.fill": 1, "speaker.wave.3.fill": 1, "speedometer": 1,
    "square": 1, "square.and.arrow.down": 1, "square.and.arrow.up": 1, "square.fill": 1, "square.grid.2x2.fill": 1,
    "swift": 1, "text.bubble.fill": 1, "text.line.first.and.arrowtriangle.forward": 1, "thermometer.snowflake": 1,
    "ticket": 1, "ticket.fill": 1, "trophy.fill": 1, "uiwindow.split.2x1": 1, "umbrella": 1,
    "wand.and.sparkles.inverse": 1, "waveform.path.ecg": 1, "waveform.path.ecg.rectangle": 1, "xmark.bin": 1,
]

@Suite struct SymbolCoverageTests {
    @Test func sampledUsesMostlyDrawAnIcon() {
        let total = sampledSymbolUses.values.reduce(0, +)
        let covered = sampledSymbolUses.filter { Image.hasSystemImage(named: $0.key) }
        let coveredUses = covered.values.reduce(0, +)
        let missing = sampledSymbolUses.keys.filter { !Image.hasSystemImage(named: $0) }.sorted()
        let share = Double(coveredUses) / Double(total)
        print("SF Symbols coverage of the sample: \(coveredUses) of \(total) uses (\(String(format: "%.1f", share * 100)) %), "
              + "\(covered.count) of \(sampledSymbolUses.count) names; missing: \(missing.joined(separator: ", "))")
        #expect(total == 329 && sampledSymbolUses.count == 213)
        #expect(share >= 0.96, "missing: \(missing)")
        // The names public files use most all draw an icon.
        for (name, uses) in sampledSymbolUses where uses >= 3 {
            #expect(Image.hasSystemImage(named: name), "\(name) (\(uses) uses)")
        }
    }
}
