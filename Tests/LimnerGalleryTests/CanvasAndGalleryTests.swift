import Foundation
import Testing
@testable import LimnerGallery

@Suite struct CanvasSymbolTests {
    @Test func symbolsResolveByTagWithTheirIdealSize() throws {
        nonisolated(unsafe) var found: [String] = []
        let view = Canvas { context, _ in
            let a = context.resolveSymbol(id: "a")
            let b = context.resolveSymbol(id: 7)
            found = [a.map { "\($0.size)" } ?? "nil", b.map { "\($0.size)" } ?? "nil",
                     context.resolveSymbol(id: "missing") == nil ? "nil" : "?", context.resolveSymbol(id: 8) == nil ? "nil" : "?"]
        } symbols: {
            Color.red.frame(width: 30, height: 20).tag("a")
            Text("x").padding(3).frame(width: 44).tag(7)
            Color.blue.frame(width: 5, height: 5)   // untagged: not a symbol
        }
        _ = try render(view, ProposedViewSize(width: 50, height: 50))
        #expect(found[0] == "\(CGSize(width: 30, height: 20))")
        #expect(found[1].hasPrefix("\(CGSize(width: 44, height: 0))".prefix(18)))
        #expect(found[2] == "nil" && found[3] == "nil")
    }

    @Test func symbolsAreNotDrawnUnlessAsked() throws {
        let p = try render(Canvas { _, _ in } symbols: { Color.red.tag(0) }, ProposedViewSize(width: 20, height: 20))
        #expect(opaqueRegion(p).count == 0)
    }

    @Test func drawAtAnchorAndInRect() throws {
        let view = Canvas { context, _ in
            guard let s = context.resolveSymbol(id: 1) else { return }
            context.draw(s, at: CGPoint(x: 40, y: 40), anchor: .bottomTrailing)   // 20…40
            context.draw(s, in: CGRect(x: 50, y: 0, width: 40, height: 10))        // stretched
        } symbols: { Color.red.frame(width: 20, height: 20).tag(1) }
        let p = try render(view, ProposedViewSize(width: 100, height: 50))
        #expect(p.pixel(x: 20, y: 20) == (255, 59, 48, 255) && p.pixel(x: 39, y: 39) == (255, 59, 48, 255))
        #expect(alpha(p, 19, 30) == 0 && alpha(p, 40, 30) == 0)
        #expect(alpha(p, 89, 9) == 255 && alpha(p, 70, 10) == 0 && alpha(p, 49, 5) == 0)
        #expect(opaqueRegion(p).count == 400 + 400)
    }

    @Test func symbolsFollowTheContextState() throws {
        let view = Canvas { context, _ in
            guard let s = context.resolveSymbol(id: 1) else { return }
            context.opacity = 0.5
            context.translateBy(x: 10, y: 0)
            context.draw(s, at: .zero, anchor: .topLeading)
        } symbols: { Color.black.frame(width: 10, height: 10).tag(1) }
        let p = try render(view, ProposedViewSize(width: 30, height: 10))
        #expect(alpha(p, 5, 5) == 0)
        #expect(abs(alpha(p, 15, 5) - 128) <= 1)
    }

    @Test func forEachTagsMatchExplicitTags() throws {
        let proposal = ProposedViewSize(width: 200, height: 110)
        let tagged = try render(CanvasScenes.TaggedTiles(), proposal)
        let looped = try render(CanvasScenes.LoopedTiles(), proposal)
        #expect(tagged.premultipliedRGBA() == looped.premultipliedRGBA())
        #expect(tagged.pixel(x: 20, y: 20) == (50, 173, 230, 255))    // tile 0 (cyan) first…
        #expect(tagged.pixel(x: 150, y: 80) == (50, 173, 230, 255))   // …and again on top
    }

    @Test func untaggedForEachElementsAreTaggedByTheirIDs() throws {
        let view = Canvas { context, _ in
            if let s = context.resolveSymbol(id: "b") { context.draw(s, at: .zero, anchor: .topLeading) }
        } symbols: {
            ForEach(["a", "b"], id: \.self) { name in (name == "a" ? Color.red : Color.blue).frame(width: 10, height: 10) }
        }
        let p = try render(view, ProposedViewSize(width: 10, height: 10))
        #expect(p.pixel(x: 5, y: 5) == (0, 122, 255, 255))
    }

    @Test func theThreeWaysOfBlurringOneHouseAgree() throws {
        let proposal = ProposedViewSize(width: 360, height: 140)
        let pictures = try CanvasScenes.Isolation.allCases.map { try render(CanvasScenes.Houses(isolation: $0), proposal) }
        let a = pictures[0].premultipliedRGBA()
        for p in pictures.dropFirst() {
            let b = p.premultipliedRGBA()
            #expect(zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
        }
        // Houses centred at x 84, 180, 276 (24-point icons ×4, y centre 70): red, green, blue.
        let p = pictures[2]
        let left = p.pixel(x: 84, y: 56), middle = p.pixel(x: 180, y: 56), right = p.pixel(x: 276, y: 56)
        #expect(left.r > 200 && left.g < 90 && left.a == 255)
        #expect(middle.g > 150 && middle.r < 120)
        #expect(right.b > 200 && right.r < 50 && right.a == 255)
        // Only the middle one is blurred: far more partly transparent pixels around it.
        func soft(_ x0: Int) -> Int {
            var n = 0
            for y in 0..<140 { for x in x0..<(x0 + 96) { let a = alpha(p, x, y); if a > 10 && a < 245 { n += 1 } } }
            return n
        }
        #expect(soft(132) > 4 * soft(36) && soft(132) > 4 * soft(228))
    }
}

@Suite struct SystemImageTests {
    @Test func iconsAreTemplatesInTheForegroundColour() throws {
        // At the body font a symbol's frame is 1.2 × 17 = 20.4 pt (21 pixels at scale 1).
        let p = try render(Image(systemName: "square.fill").foregroundColor(Color.red))
        #expect(p.width == 21 && p.height == 21)
        #expect(p.pixel(x: 10, y: 10) == (255, 59, 48, 255))
        #expect(alpha(p, 0, 0) == 0)   // the square keeps a margin inside the drawing area
    }

    @Test func everyNameHasAnOutline() {
        for name in SystemImageSet.names {
            let outline = SystemImageSet.outline(named: name)
            #expect(outline != nil && !(outline!.boundingRect.isEmpty), "\(name)")
        }
        #expect(SystemImageSet.names.count >= 100)
        #expect(SystemImageSet.contains("house.fill") && !SystemImageSet.contains("house.filled"))
    }

    @Test func unknownNamesDrawAPlaceholder() throws {
        let p = try render(Image(systemName: "not.a.symbol").foregroundColor(Color.black))
        #expect(p.width == 21 && p.height == 21)
        #expect(alpha(p, 0, 10) == 255 && alpha(p, 10, 10) == 255)   // frame and crossing diagonals
        #expect(alpha(p, 10, 4) == 0)
    }
}

@Suite struct GalleryTests {
    @Test func everySceneRendersSomething() throws {
        #expect(Set(GalleryCatalog.scenes.map(\.id)).count == GalleryCatalog.scenes.count)
        for scene in GalleryCatalog.scenes {
            #expect(GalleryCatalog.sections.contains(scene.section), "\(scene.id)")
            let p = try scene.renderer().renderedPixmap()
            #expect(p.width >= 20 && p.height >= 20, "\(scene.id)")
            #expect(opaqueRegion(p).count > 100, "\(scene.id) is blank")
        }
    }

    @Test func galleryPageListsEveryScene() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("limner-gallery-\(UUID())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = Array(GalleryCatalog.scenes.prefix(3))
        let entries = try ViewGallery.write(scenes, scale: 1, to: dir)
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        for e in entries {
            #expect(e.failure == nil)
            #expect(html.contains("src=\"\(e.file)\""))
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(e.file).path))
        }
        #expect(html.contains("<h2 id=\"clipping\">Clipping</h2>"))
    }
}

