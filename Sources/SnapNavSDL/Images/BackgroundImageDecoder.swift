import Foundation

/// Decodes image files on a thread of its own, in the order asked for, so that a prototype of
/// many screens opens without waiting for all of them. What is decoded waits to be collected
/// by the thread that draws; `finished` is called (on the decoding thread) after each, to wake
/// it. A thread that needs some files at once decodes them itself, taking its share of the
/// queue rather than waiting idle.
final class BackgroundImageDecoder: @unchecked Sendable {
    /// One file decoded, or not; `generation` is the one in force when it was taken from the
    /// queue, so what was asked for before `cancelQueued()` can be told apart.
    struct Outcome: Sendable {
        let path: String
        let generation: Int
        let result: Result<DecodedImage, ImageDecodingFailure>
    }

    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [String] = []
    private var inProgress: Set<String> = []
    private var finishedOutcomes: [Outcome] = []
    private var generation = 0
    /// The pixels per point SVGs are rendered at.
    private var scale = 1.0
    private var stopped = false
    private var exited = false
    private let finished: @Sendable () -> Void

    /// Starts the decoding thread; it waits until files are scheduled.
    init(finished: @escaping @Sendable () -> Void) {
        self.finished = finished
        let thread = Thread { [self] in work() }
        thread.name = "snapnav image decoder"
        thread.start()
    }

    /// Makes `paths` the queue, in order, leaving out any being decoded now.
    func schedule(_ paths: [String]) {
        condition.lock()
        queue = paths.filter { !inProgress.contains($0) }
        condition.broadcast()
        condition.unlock()
    }

    /// Moves `path` to the front of the queue, unless it is being decoded already.
    func hurry(_ path: String) {
        condition.lock()
        defer { condition.unlock() }
        guard !inProgress.contains(path) else { return }
        queue.removeAll { $0 == path }
        queue.insert(path, at: 0)
        condition.broadcast()
    }

    /// Renders the SVGs decoded from now on at `scale` pixels per point.
    func setScale(_ scale: Double) {
        condition.lock()
        self.scale = scale
        condition.unlock()
    }

    /// Empties the queue and starts a new generation: what is being decoded now will come
    /// back marked with the old one.
    func cancelQueued() {
        condition.lock()
        queue.removeAll()
        generation += 1
        condition.unlock()
    }

    /// The generation files scheduled now belong to.
    var currentGeneration: Int {
        condition.lock()
        defer { condition.unlock() }
        return generation
    }

    /// Whether nothing is queued or being decoded.
    var isIdle: Bool {
        condition.lock()
        defer { condition.unlock() }
        return queue.isEmpty && inProgress.isEmpty
    }

    /// Every outcome finished since the last call.
    func collect() -> [Outcome] {
        condition.lock()
        defer { condition.unlock() }
        let taken = finishedOutcomes
        finishedOutcomes.removeAll()
        return taken
    }

    /// Decodes `paths` before returning, the calling thread decoding its share; returns every
    /// outcome finished meanwhile, these and any others.
    func decodeNow(_ paths: [String]) -> [Outcome] {
        condition.lock()
        var waiting = Set(paths)
        var outcomes: [Outcome] = []
        queue.removeAll { waiting.contains($0) }
        // Those being decoded or done already are waited for, not decoded again.
        var ahead = Set(inProgress).union(finishedOutcomes.map(\.path))
        queue.insert(contentsOf: paths.filter { ahead.insert($0).inserted }, at: 0)
        while !waiting.isEmpty {
            for outcome in finishedOutcomes { waiting.remove(outcome.path) }
            outcomes += finishedOutcomes
            finishedOutcomes.removeAll()
            guard !waiting.isEmpty else { break }
            if let index = queue.firstIndex(where: { waiting.contains($0) }) {
                let path = queue.remove(at: index)
                let outcome = decode(path)
                waiting.remove(path)
                outcomes.append(outcome)
            } else {
                condition.wait()
            }
        }
        condition.unlock()
        return outcomes
    }

    /// Decodes `paths`, the calling thread and the decoding thread each taking the next from
    /// the front, and hands every outcome to `handle` on the calling thread as it comes (so that
    /// no more than a few decoded images are held at once); returns when both are done.
    func decodeAll(_ paths: [String], handling handle: ([Outcome]) -> Void) {
        condition.lock()
        var ahead = Set<String>()
        queue = paths.filter { !inProgress.contains($0) && ahead.insert($0).inserted }
        condition.broadcast()
        while true {
            if !finishedOutcomes.isEmpty {
                let taken = finishedOutcomes
                finishedOutcomes.removeAll()
                condition.unlock()
                handle(taken)
                condition.lock()
            } else if !queue.isEmpty {
                finishedOutcomes.append(decode(queue.removeFirst()))
            } else if !inProgress.isEmpty {
                condition.wait()
            } else {
                break
            }
        }
        condition.unlock()
    }

    /// Stops the thread and returns once it has ended, after the file it decodes now, if any:
    /// no decode outlives its app, nor wakes a frame loop started after it.
    func stop() {
        condition.lock()
        stopped = true
        queue.removeAll()
        condition.broadcast()
        while !exited { condition.wait() }
        condition.unlock()
    }

    /// Decodes `path` with the lock released meanwhile; called and returns with it held.
    private func decode(_ path: String) -> Outcome {
        inProgress.insert(path)
        let generation = generation
        let scale = scale
        condition.unlock()
        let result = DecodedImage.decode(path, scale: scale)
        condition.lock()
        inProgress.remove(path)
        condition.broadcast()
        return Outcome(path: path, generation: generation, result: result)
    }

    /// How far below the thread that started it the decoding thread runs, in nice values:
    /// below the thread that draws, the display server and Mesa's rasteriser threads, so that a
    /// decode gives way to a frame, and to SDL's round trips to the display while the window
    /// opens; still above idle, so that a busy machine slows the queue rather than stopping it.
    static let niceness: Int32 = 10

    /// Lowers the calling thread's priority by `niceness`. On Linux the nice value belongs to
    /// the thread, and `PRIO_PROCESS` with 0 names the calling one, which starts with its
    /// creator's value.
    private static func yieldToDrawingAndDisplay() {
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        errno = 0
        let current = getpriority(which, 0)
        guard errno == 0 else { return }
        setpriority(which, 0, min(current + niceness, 19))
    }

    private func work() {
        Self.yieldToDrawingAndDisplay()
        condition.lock()
        while true {
            while queue.isEmpty && !stopped { condition.wait() }
            if stopped { break }
            let outcome = decode(queue.removeFirst())
            finishedOutcomes.append(outcome)
            condition.broadcast()
            condition.unlock()
            finished()
            condition.lock()
        }
        exited = true
        condition.broadcast()
        condition.unlock()
    }
}
