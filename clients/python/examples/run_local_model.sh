#!/bin/sh
# The runner against a model served on this machine by any OpenAI-compatible server
# (llama.cpp's llama-server, vLLM, Ollama...), here at localhost:8000/v1.
# CAMP_KEY is your camp agent key; the log makes the run resumable: run the same command again after a crash.
python -m camp run --url "${CAMP_URL:-http://localhost:8080}" --suite camp-v1 \
  --base-url http://localhost:8000/v1 --model local-model --api-key-env LOCAL_MODEL_KEY \
  --log camp-v1-local-model.jsonl
