// SnapNav's web player. snapnav.wasm (Sources/SnapNavWeb) decides every motion and lists what
// each frame draws (FrameEncoding.swift); this script hands it the prototype, the browser's
// input and the clock, draws what it lists on the canvas, and asks for frames only while
// something moves.
//
// It reads the files beside the page, or, where a page opened from disk cannot fetch them,
// window.SNAPNAV_INLINE = { prototype: "prototype.json's text", module: "snapnav.wasm in base64",
//   images: { "images/1.png": "data:…" }, fonts: { "fonts/DejaVuSans.ttf": "data:…" } }:
// a --single-file page holds it; a folder's offline.js holds all but the images, with
// beside: true, and is loaded only when the page is opened from disk.
//
// window.snapnav reads the player for tests: frame() lists the last frame's operations, each
// [code, [clip x, y, w, h], values…] with rects and colours as arrays and strings decoded;
// frames counts those drawn, idle says no frame is asked for, memory is the module's bytes.
// The performance mark snapnav:first-frame says when the first frame was drawn.
//
// Served by `snapnav serve`, whose live channel (server-sent events from `live`) greets it,
// the page also sends the tester's input back as a take, JSON lines as `snapnav --record`
// writes them, to `sessions/ID`: a batch every few seconds and one as the page is hidden, so
// that a closed tab loses at most its last seconds. window.snapnav.session says what is sent
// and the last input taken.
// The channel's reload opens the prototype as saved in place of the old one, where the page
// is, as the window's hot reload does; its problem says why a save cannot be opened, and the
// last good prototype stays.
'use strict';
(() => {
  let inline = window.SNAPNAV_INLINE;
  const canvas = document.getElementById('player');
  const context = canvas.getContext('2d', { alpha: false });
  const note = document.getElementById('message');
  const utf8 = new TextDecoder();
  const family = 'SnapNav Sans';
  // The window's keys: the arrows or A, D, W and S page, Escape and Backspace go back, Home goes home.
  const keys = { ArrowLeft: 0, ArrowRight: 1, ArrowUp: 2, ArrowDown: 3, Escape: 4, Backspace: 5, Home: 6,
    a: 0, d: 1, w: 2, s: 3 };
  const aligns = ['left', 'center', 'right'];
  // The values after each operation's code and clip: r a rect, c a colour, s a string, n a number.
  const shapes = { 1: 'rc', 2: 'srnnnc', 3: 'rnc', 4: 'rnnc', 5: 'rcc', 6: 'srn' };
  const widths = { r: 4, c: 4, s: 2, n: 1 };
  const lengths = {};
  for (const code in shapes) lengths[code] = [...shapes[code]].reduce((sum, kind) => sum + widths[kind], 5);

  // The module's output: the last of it says why it trapped; each line goes to the console.
  let x, bytes, numbers, log = '', line = '';
  let images = new Map();
  let fitted = new Map();
  // The player's size in the prototype's points, device pixels per CSS pixel, CSS pixels per
  // point, and where the canvas is on the page.
  let width = 0, height = 0, ratio = 0, zoom = 1, left = 0, top = 0;
  let frames = 0, requested = false, running = false, timer = 0, reloads = 0;
  // The take: its id, the header line, the lines not sent yet, and the times (ms) it counts from.
  const take = { id: [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join(''),
    served: false, header: '', lines: [], opened: 0, last: 0, sending: false, sent: 0 };
  const pointerEvents = ['pointerDown', 'pointerMove', 'pointerUp'];
  const keyNames = ['left', 'right', 'up', 'down', 'escape', 'backspace', 'home'];

  function say(text) {
    note.textContent = text;
    note.hidden = false;
  }

  function fail(error) {
    running = false;
    clearTimeout(timer);
    const reason = String((error && error.message) || error);
    say(x ? `The prototype stopped: ${reason}\n${(log + line).trim()}`.trim() : reason);
  }

  // Runs `body` unless the player has stopped; an exception or a trap in the module stops it.
  const guard = (body) => (...args) => {
    if (!running) return;
    try {
      body(...args);
    } catch (error) {
      fail(error);
    }
  };

  // The module's memory grows by replacing its buffer, which detaches the views of the old one.
  function views() {
    if (!bytes || bytes.buffer !== x.memory.buffer) {
      bytes = new Uint8Array(x.memory.buffer);
      numbers = new Float64Array(x.memory.buffer);
    }
  }

  const text = (at, offset, length) => utf8.decode(bytes.subarray(at + offset, at + offset + length));

  const wasi = {
    fd_write(fd, iovs, count, written) {
      views();
      const memory = new DataView(x.memory.buffer);
      let total = 0;
      for (let i = 0; i < count; i++) {
        const length = memory.getUint32(iovs + 8 * i + 4, true);
        line += text(memory.getUint32(iovs + 8 * i, true), 0, length);
        total += length;
      }
      memory.setUint32(written, total, true);
      if (line.endsWith('\n')) {
        console.log(line.trimEnd());
        log = (log + line).slice(-2000);
        line = '';
      }
      return 0;
    },
    random_get(at, length) {
      views();
      for (let i = 0; i < length; i += 65536) crypto.getRandomValues(bytes.subarray(at + i, at + Math.min(length, i + 65536)));
      return 0;
    },
    fd_close: () => 0,
    fd_seek: () => 52,
  };

  function read(file, kind) {
    if (inline) return Promise.resolve(kind === 'text' ? inline.prototype : Uint8Array.from(atob(inline.module), (c) => c.charCodeAt(0)));
    return fetch(file).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status} ${response.statusText}`);
      return response[kind]();
    }, (error) => {
      throw new Error(`${file} could not be read (${error.message}).` + (location.protocol === 'file:'
        ? ' A browser reads no files beside a page opened from disk: serve the folder (python3 -m http.server) or write the player with --single-file.' : ''));
    });
  }

  // A folder opened from disk inlines all but its screens (offline.js), which load from beside it.
  const source = (file, kind) => (inline ? inline[kind]?.[file] ?? (inline.beside ? file : undefined) : file);

  // The folder's offline.js, where a page opened from disk can fetch nothing beside it.
  const offline = () => new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = 'offline.js';
    script.onload = () => resolve(window.SNAPNAV_INLINE);
    script.onerror = () => resolve(undefined);
    document.head.appendChild(script);
  });

  // Starts loading and decoding an image; a frame draws it only once decoded, so that no
  // frame waits for a decode.
  function load(entry) {
    if (entry.loading) return entry.loading;
    const image = new Image();
    image.src = source(entry.url, 'images') || '';
    return (entry.loading = image.decode().then(() => {
      entry.image = image;
      if (entry.wanted) request();
    }, () => say(`${entry.url} could not be loaded: the screen ${entry.path} is missing from the player.`)));
  }

  function layout() {
    const style = getComputedStyle(document.body);
    const across = document.body.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const down = document.body.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const windowWidth = x.snapnav_window_width(), windowHeight = x.snapnav_window_height();
    // A phone fills its screen; a desktop shows the prototype's window when it fits across.
    // Filling, the prototype keeps its own width in points, zoomed to the screen's, as a design
    // tool's mirror shows a frame: the exports, their links and pins all scale together, and
    // only the height follows the screen's shape.
    const fill = matchMedia('(pointer: coarse)').matches || across <= windowWidth;
    const cssWidth = Math.floor(fill ? across : windowWidth);
    const cssHeight = Math.floor(fill ? down : Math.min(windowHeight, down));
    const z = fill ? cssWidth / windowWidth : 1;
    const w = cssWidth / z, h = cssHeight / z;
    if (w !== width || h !== height || z !== zoom || devicePixelRatio !== ratio) {
      if (w !== width || h !== height) {
        const now = performance.now();
        x.snapnav_resize(w, h, now);
        // The take starts at the size first laid out; a turn of the phone later is in it.
        if (take.header) record(now, { event: 'resize', width: w, height: h });
        else take.header = JSON.stringify({ recording: 'snapnav', version: 2, width: w, height: h });
      }
      width = w;
      height = h;
      zoom = z;
      ratio = devicePixelRatio;
      canvas.style.width = cssWidth + 'px';
      canvas.style.height = cssHeight + 'px';
      canvas.width = Math.round(cssWidth * ratio);
      canvas.height = Math.round(cssHeight * ratio);
      request();
    }
    const box = canvas.getBoundingClientRect();
    left = box.left;
    top = box.top;
  }

  function request() {
    clearTimeout(timer);
    timer = 0;
    if (!requested && running) {
      requested = true;
      requestAnimationFrame(frame);
    }
  }

  const frame = guard((time) => {
    requested = false;
    const moving = x.snapnav_frame(time);
    paint();
    if (frames++ === 0) performance.mark('snapnav:first-frame');
    if (moving) return request();
    // Something due later without input (a screen's timer, a touchpad's pause) wakes the player then.
    const deadline = x.snapnav_next_deadline();
    if (deadline >= 0) timer = setTimeout(request, Math.max(0, deadline - performance.now()));
  });

  // Edges on whole device pixels: two fills that meet leave no antialiased seam between them.
  const snap = (v) => Math.round(v * ratio * zoom) / (ratio * zoom);
  const box = (n, i) => {
    const x = snap(n[i]), y = snap(n[i + 1]);
    return [x, y, snap(n[i] + n[i + 2]) - x, snap(n[i + 1] + n[i + 3]) - y];
  };

  const colour = (n, i) => `rgba(${n[i]},${n[i + 1]},${n[i + 2]},${n[i + 3] / 255})`;

  // The longest start of `string` that fits `room` with an ellipsis, in the context's font.
  function fit(string, room) {
    const key = context.font + room + '\n' + string;
    let line = fitted.get(key);
    if (line === undefined) {
      line = string;
      if (context.measureText(string).width > room) {
        const characters = [...string];
        let low = 0, high = characters.length;
        while (low < high) {
          const middle = (low + high + 1) >> 1;
          if (context.measureText(characters.slice(0, middle).join('').trimEnd() + '…').width <= room) low = middle;
          else high = middle - 1;
        }
        line = characters.slice(0, low).join('').trimEnd() + '…';
      }
      if (fitted.size > 500) fitted = new Map();
      fitted.set(key, line);
    }
    return line;
  }

  function paint() {
    views();
    const n = numbers, c = context, strings = x.snapnav_frame_text();
    const start = x.snapnav_frame_numbers() / 8, end = start + x.snapnav_frame_number_count();
    let clipped = false, cx, cy, cw, ch;
    c.setTransform(ratio * zoom, 0, 0, ratio * zoom, 0, 0);
    c.fillStyle = '#000';
    c.fillRect(0, 0, width, height);
    for (let i = start; i < end; i += lengths[n[i]]) {
      const code = n[i], v = i + 5;
      if (!lengths[code]) throw new Error(`the module drew an operation this page does not know (${code})`);
      if (!clipped || n[i + 1] !== cx || n[i + 2] !== cy || n[i + 3] !== cw || n[i + 4] !== ch) {
        if (clipped) c.restore();
        c.save();
        c.beginPath();
        c.rect(...box(n, i + 1));
        cx = n[i + 1], cy = n[i + 2], cw = n[i + 3], ch = n[i + 4];
        c.clip();
        clipped = true;
      }
      if (code === 1) {
        c.fillStyle = colour(n, v + 4);
        c.fillRect(...box(n, v));
      } else if (code === 2) {
        const align = n[v + 8], rx = n[v + 2], rw = n[v + 4];
        c.font = `${n[v + 7] ? 'bold ' : ''}${n[v + 6]}px "${family}", sans-serif`;
        c.textAlign = aligns[align];
        c.textBaseline = 'middle';
        c.fillStyle = colour(n, v + 9);
        c.fillText(fit(text(strings, n[v], n[v + 1]), rw), rx + rw * align / 2, n[v + 3] + n[v + 5] / 2);
      } else if (code === 3 || code === 4) {
        const w = n[v + 2], h = n[v + 3];
        c.beginPath();
        c.roundRect(n[v], n[v + 1], w, h, Math.max(0, Math.min(n[v + 4], w / 2, h / 2)));
        if (code === 3) {
          c.fillStyle = colour(n, v + 5);
          c.fill();
        } else {
          c.lineWidth = n[v + 5];
          c.strokeStyle = colour(n, v + 6);
          c.stroke();
        }
      } else if (code === 5) {
        const gradient = c.createLinearGradient(0, n[v + 1], 0, n[v + 1] + n[v + 3]);
        gradient.addColorStop(0, colour(n, v + 4));
        gradient.addColorStop(1, colour(n, v + 8));
        c.fillStyle = gradient;
        c.fillRect(...box(n, v));
      } else {
        const entry = images.get(text(strings, n[v], n[v + 1]));
        const image = entry && entry.image;
        if (!image) {
          if (entry) entry.wanted = true;
          continue;
        }
        // Cover the rect, cropping the overflow evenly.
        const [rx, ry, rw, rh] = box(n, v + 2);
        const iw = image.naturalWidth, ih = image.naturalHeight, scale = Math.max(rw / iw, rh / ih);
        const sw = rw / scale, sh = rh / scale;
        c.globalAlpha = n[v + 6];
        c.drawImage(image, (iw - sw) / 2, (ih - sh) / 2, sw, sh, rx, ry, rw, rh);
        c.globalAlpha = 1;
      }
    }
    if (clipped) c.restore();
  }

  function operations() {
    if (!x) return [];
    views();
    const n = numbers, strings = x.snapnav_frame_text(), list = [];
    const start = x.snapnav_frame_numbers() / 8, end = start + x.snapnav_frame_number_count();
    for (let i = start; i < end; i += lengths[n[i]]) {
      const op = [n[i], Array.from(n.subarray(i + 1, i + 5))];
      let v = i + 5;
      for (const kind of shapes[n[i]]) {
        op.push(kind === 'n' ? n[v] : kind === 's' ? text(strings, n[v], n[v + 1]) : Array.from(n.subarray(v, v + 4)));
        v += widths[kind];
      }
      list.push(op);
    }
    return list;
  }

  const pointer = (phase) => guard((event) => {
    if (phase === 0) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      canvas.setPointerCapture(event.pointerId);
      canvas.focus({ preventScroll: true });
      layout();
    } else if (!canvas.hasPointerCapture(event.pointerId)) {
      return;
    }
    const id = event.pointerType === 'mouse' ? -1 : event.pointerId;
    const samples = (phase === 1 && event.getCoalescedEvents && event.getCoalescedEvents()) || [];
    for (const e of samples.length ? samples : [event]) {
      const px = (e.clientX - left) / zoom, py = (e.clientY - top) / zoom;
      x.snapnav_pointer(phase, id, px, py, e.timeStamp);
      // A cancelled touch is dropped as the window drops a lost pointer (see snapnav_pointer).
      record(e.timeStamp, phase > 2 ? { event: 'focusLost' }
        : { event: pointerEvents[phase], pointer: id < 0 ? 'mouse' : `finger:${id}`, x: px, y: py });
    }
    request();
  });

  async function start() {
    if (!inline && location.protocol === 'file:') inline = await offline();
    // Served, the module compiles as it downloads, and the browser keeps the compiled code for
    // the next visit; from disk or inlined, it is compiled from its bytes.
    const imports = { wasi_snapshot_preview1: wasi };
    const compiled = !inline && WebAssembly.instantiateStreaming
      ? WebAssembly.instantiateStreaming(fetch('snapnav.wasm'), imports)
        .catch(() => read('snapnav.wasm', 'arrayBuffer').then((bytes) => WebAssembly.instantiate(bytes, imports)))
      : read('snapnav.wasm', 'arrayBuffer').then((bytes) => WebAssembly.instantiate(bytes, imports));
    const files = Promise.all([read('prototype.json', 'text'), compiled]);
    const fonts = Promise.all([['DejaVuSans.ttf', 'normal'], ['DejaVuSans-Bold.ttf', 'bold']].map(([file, weight]) => {
      const face = new FontFace(family, `url("${source('fonts/' + file, 'fonts')}")`, { weight });
      document.fonts.add(face);
      return face.load().catch(() => say(`fonts/${file} could not be loaded; text is drawn in another font.`));
    }));
    const [bundle, instance] = await files;
    x = instance.instance.exports;
    const encoded = new TextEncoder().encode(bundle);
    const at = x.snapnav_input(encoded.length);
    views();
    bytes.set(encoded, at);
    take.opened = performance.now();
    if (!x.snapnav_open(encoded.length, 0, 0, take.opened)) {
      views();
      return say(text(x.snapnav_message(), 0, x.snapnav_message_length()));
    }
    const { images: list, configuration } = JSON.parse(bundle);
    images = new Map(list.map((image) => [image.path, { path: image.path, url: image.url }]));
    try {
      document.title = JSON.parse(configuration).window.title || document.title;
    } catch {}
    layout();
    // The first frame waits for nothing: its screens decode first, then the rest, and until
    // each is decoded its panel shows the colour of the screen's edge, as the window shows a
    // placeholder; its text shows in the browser's own font until the fonts come, as a
    // page's text does (font-display: swap). Each is drawn again as it comes.
    x.snapnav_frame(performance.now());
    const first = operations();
    first.filter((op) => op[0] === 6).map((op) => images.get(op[2])).filter(Boolean).forEach(load);
    images.forEach(load);
    fonts.then(request);

    addEventListener('resize', guard(layout));
    canvas.addEventListener('pointerdown', pointer(0));
    canvas.addEventListener('pointermove', pointer(1));
    canvas.addEventListener('pointerup', pointer(2));
    canvas.addEventListener('pointercancel', pointer(3));
    canvas.addEventListener('contextmenu', (event) => event.preventDefault());
    canvas.addEventListener('wheel', guard((event) => {
      event.preventDefault();
      if (event.ctrlKey) return;
      // Recorded as the navigation took it, as the window records its wheel and touchpad.
      const kind = x.snapnav_wheel(event.deltaX, event.deltaY, event.deltaMode, zoom, event.timeStamp);
      if (kind) {
        record(event.timeStamp, { event: 'wheel', dx: x.snapnav_wheel_dx(), dy: x.snapnav_wheel_dy(), precise: kind === 2 });
      }
      request();
    }), { passive: false });
    addEventListener('keydown', guard((event) => {
      // Alt+Left goes back, as in the window; a key held down pages once, as in the window.
      const code = event.altKey && event.key === 'ArrowLeft' ? 5 : keys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (code === undefined || event.repeat || (event.altKey && code !== 5) || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      x.snapnav_key(code, event.timeStamp);
      record(event.timeStamp, { event: 'key', key: keyNames[code], modifiers: [] });
      request();
    }));
    running = true;
    frame(performance.now());
  }

  // One line of the take: `time` in ms on the page's clock, as seconds since the player opened.
  function record(time, fields) {
    if (!take.header || inline || location.protocol === 'file:') return;
    take.last = Math.max(take.last, (time - take.opened) / 1000);
    // Unsent lines are bounded, for a page whose uploads keep failing.
    if (take.lines.length < 50000) take.lines.push(JSON.stringify({ t: take.last, ...fields }));
    take.event = fields.event;
  }

  // Sends the lines not sent yet; `leaving`, as the page is hidden, by beacons that outlive it.
  // A batch stays well under the server's 256 KiB, and a beacon under the browser's 64 KiB.
  function upload(leaving) {
    if (!take.served || !take.lines.length || (take.sending && !leaving)) return;
    const lines = take.lines.splice(0, leaving ? 400 : 1000);
    const body = take.header + '\n' + lines.join('\n') + '\n';
    const address = 'sessions/' + take.id;
    const sent = () => { take.sent += lines.length; };
    const kept = () => { take.lines.unshift(...lines); };
    if (leaving) {
      if (!navigator.sendBeacon(address, body)) return kept();
      sent();
      return upload(true);
    }
    take.sending = true;
    fetch(address, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' } }).then((response) => {
      // A batch refused as malformed or too long is dropped; anything else is tried again.
      if (response.ok || response.status === 400 || response.status === 413) sent();
      else kept();
    }, kept).finally(() => {
      take.sending = false;
    });
  }

  // A take of its own for what follows a reload: it holds the prototype as it is now, from
  // where the page is. What the last one has not sent yet goes now.
  function newTake(time) {
    upload(true);
    views();
    const place = text(x.snapnav_message(), 0, x.snapnav_place());
    take.id = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    take.header = JSON.stringify({ recording: 'snapnav', version: 2, width, height, start: place });
    take.lines = [];
    take.opened = time;
    take.last = 0;
  }

  // Opens the prototype as saved in place of the one open, keeping the place; the screens
  // shown stay until their new exports are decoded.
  async function reload(generation) {
    const bundle = await read(`prototype.json?v=${generation}`, 'text');
    const encoded = new TextEncoder().encode(bundle);
    const at = x.snapnav_input(encoded.length);
    views();
    bytes.set(encoded, at);
    const time = performance.now();
    if (!x.snapnav_reload(encoded.length, time)) {
      views();
      return say(text(x.snapnav_message(), 0, x.snapnav_message_length()));
    }
    note.hidden = true;
    reloads++;
    const { images: list, configuration } = JSON.parse(bundle);
    const before = images;
    images = new Map(list.map((image) => [image.path,
      { path: image.path, url: `${image.url}?v=${generation}`, image: before.get(image.path)?.image }]));
    try {
      document.title = JSON.parse(configuration).window.title || document.title;
    } catch {}
    fitted = new Map();
    newTake(time);
    Promise.all([...images.values()].map(load)).then(request);
    request();
  }

  // The live channel: its hello says the page is served by `snapnav serve`, and which
  // generation of the prototype is served (a page that was away reloads if it missed one).
  function listen() {
    if (inline || location.protocol === 'file:' || !window.EventSource) return;
    const live = new EventSource('live');
    let served = '';
    const follow = guard((event) => {
      if (served && event.data !== served) reload(event.data).catch((error) => say(error.message));
      served = event.data;
    });
    live.addEventListener('reload', follow);
    live.addEventListener('problem', guard((event) => say(event.data)));
    live.addEventListener('hello', (event) => {
      follow(event);
      if (take.served) return;
      take.served = true;
      setInterval(upload, 3000);
      addEventListener('pagehide', () => upload(true));
      document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && upload(true));
    });
  }

  window.snapnav = Object.freeze({
    frame: operations,
    get frames() { return frames; },
    get idle() { return !requested && !timer; },
    get size() { return [width, height]; },
    get zoom() { return zoom; },
    get message() { return note.hidden ? '' : note.textContent; },
    get memory() { return x ? x.memory.buffer.byteLength : 0; },
    get reloads() { return reloads; },
    get place() {
      if (!x) return '';
      const length = x.snapnav_place();
      views();
      return text(x.snapnav_message(), 0, length);
    },
    get session() { return { id: take.id, served: take.served, sent: take.sent, waiting: take.lines.length, sending: take.sending, last: take.event }; },
  });

  start().then(listen).catch(fail);
})();
