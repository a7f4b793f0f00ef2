import Foundation
import Testing
@testable import LimnerQuartz
@testable import LimnerUIKit
import LimnerGeometry

/// Bad input in the lifetime of layer trees and in seeking through the journal: a host dropped
/// mid-animation must free its tree (FuzzLayers' memory grew by about 14 kB an input), and
/// seeking back must keep the layers a tree when a layer moved between the hosted tree and a
/// layer outside it (FuzzLayers' `mask-on-two-layers-e180d528`).
@Suite struct LayerLifetimeBadInputTests {
    /// Class: retain cycles through completions. A transaction completion capturing the root,
    /// a `UIView.animate` completion capturing its view, an animation that never ends: each
    /// holds the tree through the animation that waits for it (layer → animation → completion
    /// → layer). Dropping the host mid-animation lets go of the completions, and the tree.
    @Test func treeDroppedMidAnimationIsFreed() throws {
        weak var weakRoot: CALayer?
        weak var weakView: UIView?
        weak var weakHost: LayerHost?
        var completions = 0
        do {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            let child = CALayer()
            child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            root.addSublayer(child)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSublayer(view.layer)
            let host = LayerHost(rootLayer: root)
            _ = host.displayList(at: 0)
            CATransaction.begin()
            CATransaction.setCompletionBlock { root.opacity = 0.5; completions += 1 }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 10
            child.add(fade, forKey: "fade")
            let forever = CABasicAnimation(keyPath: "position.x")
            forever.toValue = 5
            forever.duration = 1
            forever.repeatCount = .infinity
            child.add(forever, forKey: "forever")
            CATransaction.commit()
            UIView.animate(withDuration: 10, animations: { view.alpha = 0.2 }, completion: { _ in
                view.alpha = 1
                completions += 1
            })
            _ = try host.render(at: 0.5)
            weakRoot = root
            weakView = view
            weakHost = host
        }
        #expect(weakHost == nil)
        #expect(weakRoot == nil)
        #expect(weakView == nil)
        // The completions never ran: their animations never ended.
        #expect(completions == 0)
    }

    /// The completions of a host that lives on still run, once, when their animations end.
    @Test func completionsOfALiveHostStillRun() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let host = LayerHost(rootLayer: root)
        _ = host.displayList(at: 0)
        var completions = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        root.add(fade, forKey: nil)
        CATransaction.commit()
        host.advance(to: 0.5)
        #expect(completions == 0)
        host.advance(to: 1.5)
        #expect(completions == 1)
    }

    /// Class: a mask on two layers after a seek back. A layer outside the hosted tree takes
    /// the hosted tree's mask (the mask leaves its layer by a journaled change, joins the
    /// other by one no journal holds); seeking back undoes the first, and the mask must leave
    /// the outside layer rather than mask both.
    @Test func seekingBackKeepsAMaskOnOneLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let masked = CALayer()
        root.addSublayer(masked)
        let mask = CALayer()
        masked.mask = mask
        let outside = CALayer()   // never in the hosted tree
        let host = LayerHost(rootLayer: root)
        _ = host.displayList(at: 0)
        host.schedule(after: 1) { outside.mask = mask }
        _ = host.displayList(at: 2)
        #expect(outside.mask === mask && masked.mask == nil)
        // Back before the move: the hosted tree is as it was, and the mask is on one layer.
        _ = host.displayList(at: 0.5)
        #expect(masked.mask === mask)
        #expect(outside.mask == nil)
        #expect(mask.maskedLayer === masked)
        // Forward again: the journaled half of the move is redone (the mask leaves `masked`).
        _ = host.displayList(at: 2)
        #expect(masked.mask == nil)
        #expect([masked, outside, root].filter { $0.mask === mask }.count <= 1)
    }

    /// The same class for sublayers: a layer moved from the hosted tree under a layer outside
    /// it is a sublayer of one layer after a seek back, not of two.
    @Test func seekingBackKeepsASublayerUnderOneLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let child = CALayer()
        root.addSublayer(child)
        let outside = CALayer()
        let host = LayerHost(rootLayer: root)
        _ = host.displayList(at: 0)
        host.schedule(after: 1) { outside.addSublayer(child) }
        _ = host.displayList(at: 2)
        #expect(child.superlayer === outside && root.sublayers == nil)
        _ = host.displayList(at: 0.5)
        #expect(root.sublayers?.count == 1 && root.sublayers?.first === child)
        #expect(child.superlayer === root)
        #expect(outside.sublayers == nil)
    }

    /// The undo of an addition when the layer moved on outside the journal (FuzzLayers' crash
    /// of 29 November, minimized): `a` leaves the hosted tree with its sublayers `b` and `c`,
    /// then `c` moves under `b` — neither change is the host's. Seeking back undoes `c`'s
    /// addition to `a`: `c` must leave `b` too, else `b` lists a sublayer whose superlayer is
    /// nil (and, forward again, `c` is under `a` and listed by `b`).
    @Test func seekingBackTakesALayerOutOfAPlaceItTookOutsideTheJournal() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let host = LayerHost(rootLayer: root)
        let a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        a.addSublayer(b)
        a.addSublayer(c)
        a.removeFromSuperlayer()
        b.addSublayer(c)                          // outside the hosted tree: not journaled
        #expect(c.superlayer === b && a.sublayers?.count == 1)
        _ = host.displayList(at: -1)                // back before everything
        for layer in [root, a, b, c] {
            for sub in layer.sublayers ?? [] { #expect(sub.superlayer === layer) }
        }
        #expect(c.superlayer == nil && b.sublayers == nil)
        _ = host.displayList(at: 1)                 // forward again
        var places = 0
        for layer in [root, a, b, c] {
            for sub in layer.sublayers ?? [] {
                #expect(sub.superlayer === layer)
                if sub === c { places += 1 }
            }
        }
        #expect(places <= 1)
    }

    /// A journal replay restores a whole sublayer list (FuzzLayers' second crash, minimized):
    /// `a` holds `c`, gains `d`, and leaves the hosted tree; then `c` is removed from `a`
    /// outside the journal. Seeking back undoes `d`'s addition by restoring `a`'s list as it
    /// was then — with `c` in it — so `c` must come back under `a` (before, `a` listed `c`
    /// while `c` had no superlayer).
    @Test func seekingBackRestoresASublayerListWithEveryLinkAgreeing() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let host = LayerHost(rootLayer: root)
        let a = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        a.addSublayer(c)
        _ = host.displayList(at: 1)
        a.addSublayer(d)
        a.removeFromSuperlayer()
        c.removeFromSuperlayer()                  // outside the hosted tree: not journaled
        _ = host.displayList(at: 0.5)
        for layer in [root, a, c, d] {
            for sub in layer.sublayers ?? [] { #expect(sub.superlayer === layer) }
        }
        #expect(a.superlayer === root && a.sublayers?.count == 1 && c.superlayer === a && d.superlayer == nil)
    }
}
