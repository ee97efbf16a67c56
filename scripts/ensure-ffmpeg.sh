#!/bin/sh
# Lessons are packaged into encrypted HLS by Debian's ffmpeg, and the demo lessons' slides are
# drawn with a Chinese font (Noto Sans CJK). Install both with apt when missing and we are root;
# otherwise say what to do. Never fatal: without ffmpeg the site still runs and its videos say
# 视频处理中 until ffmpeg is there.
FFMPEG=${FFMPEG_PATH:-ffmpeg}
missing=""
command -v "$FFMPEG" >/dev/null 2>&1 || missing="ffmpeg"
if command -v fc-list >/dev/null 2>&1; then
  [ -n "$(fc-list :lang=zh family 2>/dev/null | head -n 1)" ] || missing="$missing fonts-noto-cjk"
else
  missing="$missing fonts-noto-cjk"
fi
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> Installing$(printf ' %s' $missing) for the lesson videos (apt-get install)"
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -q && apt-get install -y -q --no-install-recommends $missing; then
    exit 0
  fi
  echo "apt-get could not install$(printf ' %s' $missing); lesson videos will wait (视频处理中)." >&2
  exit 0
fi

echo "Missing for the lesson videos:$(printf ' %s' $missing). Install Debian's packages" >&2
echo "(sudo apt-get install$(printf ' %s' $missing)) or set FFMPEG_PATH to an ffmpeg binary;" >&2
echo "until then the site runs and its videos say 视频处理中." >&2
exit 0
